import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../src/platform/discord/bot.js';
import type { GameModule } from '../../../src/platform/discord/game-module.js';
import { type RunningHttpServer, startHttpServer } from '../../../src/platform/http/http-server.js';
import { captureLogger } from '../../support/capture-logger.js';
import { startInProcessBot } from '../../support/in-process-bot.js';
import { openTestRedisStore, testPrefix } from '../../support/redis.js';
import {
  boardShows,
  gate,
  holdPicturesOf,
  picturedNim,
  picturedNimCommand,
  pictureText,
  takeMenuOf,
} from './pictured-nim.js';

/**
 * Over HTTP, presses of one game land on different processes. Process A answers the first move
 * and is slow to draw its picture; process B answers the second move and draws at once. A's
 * picture edit (which carries the first move's components) then lands last: the board must still
 * come to rest on the second move, its buttons and its picture.
 */

let local: LocalDiscord;
let world: SeededWorld;
const bots: RunningBot[] = [];
const servers: RunningHttpServer[] = [];
const stores: Awaited<ReturnType<typeof openTestRedisStore>>[] = [];

beforeAll(async () => {
  local = await startLocalDiscord();
  world = local.seedDefault();
  const prefix = testPrefix();
  for (let process = 0; process < 2; process += 1) {
    const store = await openTestRedisStore(undefined, prefix);
    stores.push(store);
    const { log } = captureLogger();
    const bot = await startInProcessBot(local, {
      store: store.store,
      documents: store.documents,
      log,
      guildId: world.guild.id,
      extraGames: [picturedNim as GameModule<unknown, unknown, string, unknown>],
      extraCommands: [picturedNimCommand],
      httpInteractions: { publicKey: local.applicationPublicKey },
    });
    bots.push(bot);
    servers.push(await startHttpServer({ host: '127.0.0.1', port: 0, routes: bot.routes, log }));
  }
});

afterAll(async () => {
  gate.release();
  for (const server of servers) await server.close();
  for (const bot of bots) await bot.stop();
  for (const store of stores.reverse()) await store.cleanup();
  await local?.close();
});

/** The next interactions go to this process (as a load balancer may send them). */
const sendTo = (process: number) =>
  local.setInteractionsEndpointUrl(`http://127.0.0.1:${servers[process]?.port}/interactions`);

describe('presses of one game on two processes over HTTP', () => {
  it('leave the board on the newest move when the older move’s picture edit lands last', async () => {
    const channelId = local.model.createTextChannel(world.guild.id, { name: 'newest-table' }).id;
    const { alice, bob } = world.users;
    const board = () => local.driver.lastMessage(channelId);

    await sendTo(0);
    await local.driver
      .runCommand({ user: alice, channelId, name: 'nim', options: { opponent: bob.id } })
      .awaitResponse();
    await expect.poll(() => boardShows(local, board())).toEqual({ version: '0', picture: pictureText(0) });
    const messageId = board()?.id ?? '';

    // Process A answers the first move at once; its picture waits.
    holdPicturesOf(1);
    const first = local.driver.selectMenu({
      user: alice,
      messageId,
      customId: takeMenuOf(board()),
      values: ['1'],
    });
    await first.awaitResponse();
    expect(boardShows(local, board()).version).toBe('1');

    // Process B answers the second move and draws its picture.
    await sendTo(1);
    await local.driver
      .selectMenu({ user: bob, messageId, customId: takeMenuOf(board()), values: ['1'] })
      .awaitResponse();
    await expect
      .poll(() => boardShows(local, board()))
      .toEqual({ version: '2', picture: pictureText(1 + 1) });

    // A's picture of the first move, with the first move's buttons, now lands after all of that.
    const firstToken = local.model.interactions.get(first.id)?.token ?? '';
    gate.release();
    await expect
      .poll(() =>
        local.requests
          .entries()
          .some(
            (entry) => entry.method === 'PATCH' && entry.path.includes(firstToken) && entry.status === 200,
          ),
      )
      .toBe(true);

    await expect
      .poll(() => boardShows(local, board()), { timeout: 5_000 })
      .toEqual({ version: '2', picture: pictureText(2) });
    expect(board()?.id).toBe(messageId);
  }, 20_000);
});
