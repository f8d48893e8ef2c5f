import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../dev/local-discord/index.js';
import { MAX_INTERACTION_BYTES } from '../../src/platform/interactions-http/interactions-route.js';
import { BotProcess } from '../support/bot-process.js';
import { DuetTable } from '../support/duet-table.js';
import { freePort } from '../support/free-port.js';
import { testPrefix } from '../support/redis.js';
import { DedicatedRedis } from '../support/redis-server.js';
import { RoundRobinProxy } from '../support/round-robin-proxy.js';

/**
 * INTERACTIONS=http at scale: three bot processes with no gateway, one Redis, a round-robin load
 * balancer in front, and the local Discord POSTing every interaction, signed, to the balancer.
 */
const PROCESSES = 3;
const EPHEMERAL = 64;
let local: LocalDiscord;
let world: SeededWorld;
let redis: DedicatedRedis;
let proxy: RoundRobinProxy;
const bots: { process: BotProcess; port: number }[] = [];

beforeAll(async () => {
  local = await startLocalDiscord();
  world = local.seedDefault();
  redis = await DedicatedRedis.start();
  const prefix = testPrefix();
  for (let index = 0; index < PROCESSES; index++) {
    const port = await freePort();
    const bot = new BotProcess(local, {
      INTERACTIONS: 'http',
      DISCORD_PUBLIC_KEY: local.applicationPublicKey,
      HTTP_PORT: String(port),
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      DISCORD_GUILD_ID: world.guild.id,
      RENDER_THREADS: '1',
      PRELOAD_LANGUAGES: 'en',
    });
    if (index === 0) await bot.deployCommands(world.guild.id);
    await bot.start();
    bots.push({ process: bot, port });
  }
  proxy = await RoundRobinProxy.start(bots.map(({ port }) => `http://127.0.0.1:${port}`));
  // As in the Developer Portal: saved only once a signed PING gets PONG and a forged one 401.
  await local.setInteractionsEndpointUrl(`${proxy.url}/interactions`);
}, 120_000);

afterAll(async () => {
  await local?.setInteractionsEndpointUrl(null);
  await proxy?.close();
  for (const { process } of bots) await process.kill();
  await redis?.stop();
  await local?.close();
});

/** Which process handled an interaction, read from the processes' own logs. */
function handlerOf(interactionId: string): number {
  return bots.findIndex(({ process }) =>
    process.output.join('').includes(`"interactionId":"${interactionId}","ms"`),
  );
}

/** An interaction's answers: requests to the callback endpoint, and replies to the endpoint's POST. */
function callbacks(interactionId: string, viaReply: boolean) {
  return local.requests
    .entries()
    .filter((entry) => entry.route === '/interactions/:interactionId/:token/callback')
    .filter((entry) => entry.path.startsWith(`/interactions/${interactionId}/`))
    .filter((entry) => (entry.viaEndpointReply === true) === viaReply);
}

function publicView(table: DuetTable): string {
  const messages = local.driver.channelView(table.channelId, world.users.dan);
  return JSON.stringify(messages.filter((message) => (Number(message.flags ?? 0) & EPHEMERAL) === 0));
}

describe('HTTP interactions behind a load balancer', () => {
  it('refuses to save an endpoint that does not check signatures', async () => {
    const port = await freePort();
    const { createServer } = await import('node:http');
    const careless = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"type":1}');
    });
    await new Promise<void>((resolve) => careless.listen(port, '127.0.0.1', resolve));
    try {
      await expect(local.setInteractionsEndpointUrl(`http://127.0.0.1:${port}/`)).rejects.toThrow(
        /bad signature got 200, not 401/,
      );
    } finally {
      careless.close();
    }
  });

  it('plays a Duet game whose presses land on every process, the state consistent throughout', async () => {
    const channel = local.model.createTextChannel(world.guild.id, { name: 'http-duet' });
    const table = new DuetTable(local, channel.id, world.users.alice, world.users.bob, 10_000);
    const interactionIds: string[] = [];
    local.model.events.on('interaction', (interaction) => {
      if (interaction.channelId === channel.id) interactionIds.push(interaction.id);
    });
    // The table is answered through the callback endpoint (the bot wants the message back: 202),
    // and its picture follows by an edit with a file.
    expect((await table.start()).type).toBe(4);
    expect(table.board().attachments.map((file) => file.filename)).toEqual(['board.png']);
    const keys = await table.keys();
    await table.playToWin(keys);
    expect(table.boardText()).toContain('You won');
    expect(table.boardText()).toContain('Score: **23**');

    await expect.poll(() => interactionIds.every((id) => handlerOf(id) >= 0), { timeout: 10_000 }).toBe(true);
    const handlers = interactionIds.map(handlerOf);
    expect(new Set(handlers).size).toBe(PROCESSES);
    // Round robin: no two interactions in a row went to the same process.
    expect(handlers.every((handler, index) => index === 0 || handler !== handlers[index - 1])).toBe(true);
    // Every interaction was answered and none failed; the table's opening went to the callback
    // endpoint (with_response: the bot keeps the message id), the presses came back in the reply.
    const interactions = interactionIds.map((id) => local.model.interactions.get(id));
    expect(interactions.every((interaction) => interaction?.callback && !interaction.failure)).toBe(true);
    const [opening, ...presses] = interactionIds;
    expect(callbacks(opening ?? '', false).map((entry) => [entry.status, entry.query])).toEqual([
      [200, { with_response: 'true' }],
    ]);
    // A press carries the whole board message: far below the route's body limit.
    const sizes = interactions.map((interaction) => Buffer.byteLength(JSON.stringify(interaction?.payload)));
    expect(Math.max(...sizes)).toBeLessThan(MAX_INTERACTION_BYTES / 4);
    for (const press of presses) {
      expect(callbacks(press, false)).toEqual([]);
      expect(callbacks(press, true).map((entry) => entry.status)).toEqual([204]);
    }
  });

  // The game above put Alice and Bob on the server's board, so it is drawn.
  it('answers with a file through the callback endpoint (/leaderboard posts its picture)', async () => {
    const channel = local.model.createTextChannel(world.guild.id, { name: 'http-board' });
    const handle = local.driver.runCommand({
      user: world.users.bob,
      channelId: channel.id,
      name: 'leaderboard',
      options: { game: 'duet' },
    });
    await handle.awaitResponse(10_000);
    // A reply cannot carry files: the answer went, multipart, to the callback endpoint (and the POST got 202).
    await expect
      .poll(() => callbacks(handle.id, false).map((entry) => entry.files.map((file) => file.filename)))
      .toEqual([['leaderboard.png']]);
    await expect
      .poll(() => local.driver.lastMessage(channel.id)?.attachments.map((file) => file.filename), {
        timeout: 15_000,
      })
      .toEqual(['leaderboard.png']);
    expect(local.driver.lastMessage(channel.id)?.content).toContain(`<@${world.users.alice.id}>`);
  });

  it('refuses a forged POST sent straight at a process with 401, and nothing changes', async () => {
    const channel = local.model.createTextChannel(world.guild.id, { name: 'http-forged' });
    const table = new DuetTable(local, channel.id, world.users.alice, world.users.bob, 10_000);
    expect((await table.start()).type).toBe(4);
    const before = publicView(table);
    // A real press, captured, then replayed with a signature of someone else's key.
    await local.setInteractionsEndpointUrl(null);
    const word = table.words()[0]?.customId ?? '';
    const captured = table.press(world.users.bob, word);
    const body = JSON.stringify(captured.payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const { generateKeyPairSync, sign } = await import('node:crypto');
    const forger = generateKeyPairSync('ed25519');
    const signature = sign(null, Buffer.from(timestamp + body), forger.privateKey).toString('hex');
    for (const { port } of bots) {
      const reply = await fetch(`http://127.0.0.1:${port}/interactions`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'x-signature-ed25519': signature,
          'x-signature-timestamp': timestamp,
        },
      });
      expect(reply.status).toBe(401);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(publicView(table)).toBe(before);
    expect(handlerOf(captured.id)).toBe(-1);
    expect(
      bots.every(({ process }) => process.output.join('').includes('interaction refused: bad signature')),
    ).toBe(true);
    await local.setInteractionsEndpointUrl(`${proxy.url}/interactions`);
  });
});
