import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../src/platform/discord/bot.js';
import { type RunningHttpServer, startHttpServer } from '../../../src/platform/http/http-server.js';
import type { GameStore } from '../../../src/platform/store/game-store.js';
import { captureLogger } from '../../support/capture-logger.js';
import { DuckTable } from '../../support/duck-table.js';
import { textOf } from '../../support/duet-table.js';
import { startInProcessBot } from '../../support/in-process-bot.js';
import { openTestRedisStore, testPrefix } from '../../support/redis.js';

/**
 * Over HTTP, two presses on one lobby land on two processes. Process A writes the first seat
 * change and is slow to answer (its answer carries the lobby as A wrote it); process B writes the
 * second and answers at once. A's older lobby then lands last: the lobby must still come to rest
 * on the newest roster, as a table does.
 */

let local: LocalDiscord;
let world: SeededWorld;
const bots: RunningBot[] = [];
const servers: RunningHttpServer[] = [];
const stores: Awaited<ReturnType<typeof openTestRedisStore>>[] = [];
let answerLate = 0;

/** A real store whose writes are made at once but reported `answerLate` ms late. */
function lateReporting(store: GameStore): GameStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'compareAndSet')
        return async (input: Parameters<GameStore['compareAndSet']>[0]) => {
          const result = await target.compareAndSet(input);
          if (answerLate > 0) await new Promise((resolve) => setTimeout(resolve, answerLate));
          return result;
        };
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

beforeAll(async () => {
  local = await startLocalDiscord();
  world = local.seedDefault();
  const prefix = testPrefix();
  for (let process = 0; process < 2; process += 1) {
    const store = await openTestRedisStore(undefined, prefix);
    stores.push(store);
    const { log } = captureLogger();
    const bot = await startInProcessBot(local, {
      store: process === 0 ? lateReporting(store.store) : store.store,
      documents: store.documents,
      log,
      guildId: world.guild.id,
      httpInteractions: { publicKey: local.applicationPublicKey },
    });
    bots.push(bot);
    servers.push(await startHttpServer({ host: '127.0.0.1', port: 0, routes: bot.routes, log }));
  }
});

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const bot of bots) await bot.stop();
  for (const store of stores.reverse()) await store.cleanup();
  await local?.close();
});

/** The next interactions go to this process (as a load balancer may send them). */
const sendTo = (process: number) =>
  local.setInteractionsEndpointUrl(`http://127.0.0.1:${servers[process]?.port}/interactions`);

describe('a lobby pressed on two processes over HTTP', () => {
  it('comes to rest on the newest roster when the older seat change answers last', async () => {
    const { alice, bob, dan: carol } = world.users;
    const channelId = local.model.createTextChannel(world.guild.id, { name: 'newest-lobby' }).id;
    const table = new DuckTable(local, channelId);
    await sendTo(1);
    await table.command(alice, 'lobby', { language: 'en' });
    const lobby = table.lobby(alice);

    // Process A writes Bob's seat at once and answers a second later.
    await sendTo(0);
    answerLate = 1_000;
    const bobJoins = table.click(bob, lobby, 'join').awaitAnswer(8_000);
    await expect
      .poll(async () =>
        JSON.stringify(
          (await stores[1]?.store.get((await stores[1]?.store.gameIdInChannel(channelId)) ?? ''))?.data,
        ),
      )
      .toContain(bob.id);

    // Process B writes Carol's seat on top of it and answers at once.
    await sendTo(1);
    await table.press(carol, table.lobby(carol), 'join');
    expect(textOf(table.lobby(alice))).toContain(`<@${carol.id}>`);

    await bobJoins;
    answerLate = 0;
    const racers = () =>
      textOf(table.lobby(alice))
        .split('\n')
        .find((line) => line.startsWith('Racers:'));
    await expect.poll(racers, { timeout: 5_000 }).toContain(`<@${bob.id}>`);
    await expect.poll(racers, { timeout: 5_000 }).toContain(`<@${carol.id}>`);
  }, 30_000);
});
