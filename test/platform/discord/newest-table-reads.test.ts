import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../src/platform/discord/bot.js';
import type { GameModule } from '../../../src/platform/discord/game-module.js';
import { type RunningHttpServer, startHttpServer } from '../../../src/platform/http/http-server.js';
import { captureLogger } from '../../support/capture-logger.js';
import { startInProcessBot } from '../../support/in-process-bot.js';
import { openTestRedisStore } from '../../support/redis.js';
import {
  boardShows,
  picturedNim,
  picturedNimCommand,
  pictureText,
  takeMenuOf,
} from '../interactions-http/pictured-nim.js';

/**
 * What the check for a newer table costs: over HTTP, one version read per press once its table is
 * out (no state loaded while nothing moved on); over the gateway, not one Redis command more.
 */
interface Setup {
  local: LocalDiscord;
  world: SeededWorld;
  bot: RunningBot;
  server: RunningHttpServer | null;
  opened: Awaited<ReturnType<typeof openTestRedisStore>>;
  /** Redis command names the bot's connection sent since the last `watching()`. */
  commands: string[];
}

const setups: Setup[] = [];

async function startSetup(http: boolean): Promise<Setup> {
  const local = await startLocalDiscord();
  const world = local.seedDefault();
  const opened = await openTestRedisStore();
  const commands: string[] = [];
  const client = opened.redis as unknown as {
    sendCommand: (command: { name: string }, ...rest: unknown[]) => unknown;
  };
  const send = client.sendCommand;
  client.sendCommand = function (this: unknown, command, ...rest) {
    commands.push(command.name.toLowerCase());
    return send.call(this, command, ...rest);
  };
  const { log } = captureLogger();
  const bot = await startInProcessBot(local, {
    store: opened.store,
    documents: opened.documents,
    log,
    guildId: world.guild.id,
    extraGames: [picturedNim as GameModule<unknown, unknown, string, unknown>],
    extraCommands: [picturedNimCommand],
    ...(http ? { httpInteractions: { publicKey: local.applicationPublicKey } } : {}),
  });
  const server = http ? await startHttpServer({ host: '127.0.0.1', port: 0, routes: bot.routes, log }) : null;
  if (server) await local.setInteractionsEndpointUrl(`http://127.0.0.1:${server.port}/interactions`);
  const setup = { local, world, bot, server, opened, commands };
  setups.push(setup);
  return setup;
}

/** A game of Nim, then two moves, each waited for until its picture is on the board. */
async function playTwoMoves(setup: Setup): Promise<string[]> {
  const { local, world, commands } = setup;
  const { alice, bob } = world.users;
  const channelId = local.model.createTextChannel(world.guild.id, { name: 'nim-reads' }).id;
  const board = () => local.driver.lastMessage(channelId);
  await local.driver
    .runCommand({ user: alice, channelId, name: 'nim', options: { opponent: bob.id } })
    .awaitResponse();
  await expect.poll(() => boardShows(local, board())).toEqual({ version: '0', picture: pictureText(0) });
  const messageId = board()?.id ?? '';
  // Over HTTP the new table's picture checks the store once too: counted from after that read.
  if (setup.server) await expect.poll(() => commands.includes('hget')).toBe(true);
  commands.length = 0;
  for (const [moves, user] of [
    [1, alice],
    [2, bob],
  ] as const) {
    await local.driver
      .selectMenu({ user, messageId, customId: takeMenuOf(board()), values: ['1'] })
      .awaitResponse();
    await expect
      .poll(() => boardShows(local, board()))
      .toEqual({ version: String(moves), picture: pictureText(moves) });
  }
  // One more interaction after the last picture: any read that picture set off has been sent by now.
  await local.driver
    .clickButton({ user: alice, messageId, customId: takeMenuOf(board()).replace(/:take$/, ':peek') })
    .awaitResponse();
  return [...commands];
}

let gateway: Setup;
let http: Setup;

beforeAll(async () => {
  gateway = await startSetup(false);
  http = await startSetup(true);
});

afterAll(async () => {
  for (const { local, bot, server, opened } of setups) {
    await server?.close();
    await bot.stop();
    await opened.cleanup();
    await local.close();
  }
});

const count = (names: string[]) =>
  Object.fromEntries(
    [...new Set(names)].sort().map((name) => [name, names.filter((n) => n === name).length]),
  );

describe('the check for a newer table', () => {
  it('costs one version read per press over HTTP, and nothing over the gateway', async () => {
    const overGateway = await playTwoMoves(gateway);
    const overHttp = await playTwoMoves(http);
    await expect.poll(() => http.commands.filter((name) => name === 'hget').length).toBe(2);
    expect(overGateway).not.toContain('hget');
    // Everything else is the same, command for command: no state loaded, since nothing moved on.
    expect(count(overHttp.filter((name) => name !== 'hget'))).toEqual(count(overGateway));
  }, 30_000);
});
