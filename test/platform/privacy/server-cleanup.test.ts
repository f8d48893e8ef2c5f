import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalGuild } from '../../../dev/local-discord/index.js';
import { gameHistory, recordGameEnd } from '../../../src/platform/history/game-history.js';
import { DepartedServers } from '../../../src/platform/privacy/departed-servers.js';
import {
  KEPT_AFTER_LEAVING_MS,
  type ServerCleanup,
  startServerCleanup,
} from '../../../src/platform/privacy/server-cleanup.js';
import { eraseServerData } from '../../../src/platform/privacy/server-data.js';
import type { RedisClient } from '../../../src/platform/redis/redis-client.js';
import { ALL_GAMES, ALL_TIME, boardChanges } from '../../../src/platform/stats/boards.js';
import { RedisLeaderboardStore } from '../../../src/platform/stats/redis-leaderboard-store.js';
import type { RedisDocumentStore } from '../../../src/platform/store/redis-document-store.js';
import { startTestBot, startTestWorld, type TestBot, type TestWorld } from '../../local-discord/test-bot.js';
import { captureLogger } from '../../support/capture-logger.js';
import { openTestRedisStore } from '../../support/redis.js';

const DAY = 86_400_000;
const ALICE = '200000000000000001';
const BOB = '200000000000000002';
const played = { metric: 'played', scope: ALL_GAMES, period: ALL_TIME } as const;

let test: TestWorld;
let bot: TestBot;
let opened: Awaited<ReturnType<typeof openTestRedisStore>>;
let redis: RedisClient;
let documents: RedisDocumentStore;
let boards: RedisLeaderboardStore;
let departed: DepartedServers;
let cleanup: ServerCleanup;
let clock = Date.UTC(2026, 3, 1);
const { log, lines } = captureLogger();

beforeAll(async () => {
  test = await startTestWorld();
  opened = await openTestRedisStore();
  ({ redis, documents } = opened);
  boards = new RedisLeaderboardStore(redis, { prefix: opened.prefix });
  departed = new DepartedServers(redis, { prefix: opened.prefix });
  bot = await startTestBot(test.local);
  cleanup = startServerCleanup({
    client: bot.client,
    departed,
    erase: (guildId) => eraseServerData(redis, opened.prefix, guildId),
    now: () => clock,
    log,
    sweepIntervalMs: 3_600_000,
  });
});

afterAll(async () => {
  cleanup?.stop();
  await bot?.client.destroy();
  await opened?.cleanup();
  await test?.local.close();
});

let games = 0;
/** A server the bot is in, with a game in its history, a line on its boards and a setting. */
async function serverWithData(): Promise<LocalGuild> {
  const guild = test.local.model.createGuild({ name: `server ${games}` });
  await expect.poll(() => bot.client.guilds.cache.has(guild.id)).toBe(true);
  games += 1;
  const entry = {
    game: 'duet',
    gameId: `game${games}`,
    endedAt: clock,
    reason: 'won',
    players: [ALICE, BOB],
    winners: [ALICE, BOB],
  };
  await recordGameEnd(documents, guild.id, entry);
  await boards.apply(guild.id, boardChanges(entry));
  await documents.put('server-settings', guild.id, 'settings', { threads: false });
  return guild;
}

async function keptFor(guildId: string) {
  return {
    history: (await gameHistory(documents, guildId)).length,
    board: await boards.scores(guildId, played, [ALICE]),
    settings: await documents.get('server-settings', guildId, 'settings'),
  };
}

async function leave(guild: LocalGuild): Promise<void> {
  test.local.model.removeBotFromGuild(guild.id);
  await expect.poll(() => bot.client.guilds.cache.has(guild.id)).toBe(false);
  await expect.poll(() => redis.zscore(`${opened.prefix}departed-servers`, guild.id)).not.toBeNull();
}

describe('a server the bot left', () => {
  it('keeps its data for 30 days, then erases all of it, and nothing of the servers the bot is in', async () => {
    const staying = await serverWithData();
    const leaving = await serverWithData();
    await leave(leaving);

    clock += KEPT_AFTER_LEAVING_MS - DAY;
    await cleanup.sweep();
    expect(await keptFor(leaving.id)).toEqual({
      history: 1,
      board: [1],
      settings: expect.objectContaining({ data: { threads: false } }),
    });

    clock += 2 * DAY;
    await cleanup.sweep();
    expect(await keptFor(leaving.id)).toEqual({ history: 0, board: [null], settings: null });
    expect(await redis.keys(`${opened.prefix}*{${leaving.id}}*`)).toEqual([]);
    expect(await keptFor(staying.id)).toEqual({
      history: 1,
      board: [1],
      settings: expect.objectContaining({ data: { threads: false } }),
    });
    expect(lines.join('')).toContain('erased the data of a server left 30 days ago');
  });

  it('keeps everything when the bot is invited back within the 30 days', async () => {
    const server = await serverWithData();
    await leave(server);
    test.local.model.createGuild({ id: server.id, name: 'back again' });
    await expect.poll(() => redis.zscore(`${opened.prefix}departed-servers`, server.id)).toBeNull();
    clock += KEPT_AFTER_LEAVING_MS + DAY;
    await cleanup.sweep();
    expect((await keptFor(server.id)).history).toBe(1);
  });

  it('keeps everything of a server the bot finds itself in on connecting (invited back while offline)', async () => {
    const server = await serverWithData();
    await departed.left(server.id, clock - KEPT_AFTER_LEAVING_MS - DAY);
    const restarted = startServerCleanup({
      client: bot.client,
      departed,
      erase: (guildId) => eraseServerData(redis, opened.prefix, guildId),
      now: () => clock,
      log,
      sweepIntervalMs: 3_600_000,
    });
    try {
      await expect.poll(() => redis.zscore(`${opened.prefix}departed-servers`, server.id)).toBeNull();
      await restarted.sweep();
      expect((await keptFor(server.id)).history).toBe(1);
    } finally {
      restarted.stop();
    }
  });

  it('counts a departure from its first notice, and lets one sweeper alone claim a server', async () => {
    const guildId = '300000000000000001';
    await departed.left(guildId, 1_000);
    await departed.left(guildId, 5_000);
    const claims = await Promise.all([
      departed.claimLeftBefore(2_000, 10),
      departed.claimLeftBefore(2_000, 10),
    ]);
    expect(claims.flat()).toEqual([{ guildId, leftAt: 1_000 }]);
  });
});
