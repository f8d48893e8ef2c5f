import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REDIS_TIMEOUT_MS } from '../../../src/platform/redis/redis-client.js';
import { typedDocuments } from '../../../src/platform/store/typed-documents.js';
import { StoreOutcomeUnknownError, settleUnknownWrite } from '../../../src/platform/store/unknown-write.js';
import { captureLogger } from '../../support/capture-logger.js';
import { waitUntil } from '../../support/free-port.js';
import { openTestRedisStore } from '../../support/redis.js';
import { DedicatedRedis } from '../../support/redis-server.js';
import { NIM_PILE } from '../game-plugin/nim-game.js';
import { NIM_PLAYERS, newNimGame, nimSessions } from './nim-sessions.js';

/**
 * A stalled Redis runs the commands waiting in its socket once it resumes: a move whose write
 * timed out may still be stored. The bot's own client settings (1.5 s command timeout) on a
 * redis-server of the test's own, frozen and killed on purpose.
 */
let server: DedicatedRedis;
let redis: Awaited<ReturnType<typeof openTestRedisStore>>;
const { first } = NIM_PLAYERS;
/** What the store logged, emptied after each test: how each timed-out write was settled. */
const storeLog = captureLogger();

beforeAll(async () => {
  server = await DedicatedRedis.start();
  redis = await openTestRedisStore({ kind: 'url', url: server.url }, undefined, storeLog.log);
  // The crash below resets the connection on purpose; the client reconnects by itself.
  redis.redis.on('error', () => {});
}, 20_000);
// A test that fails midway must not leave the next ones a frozen server, or a client still reconnecting.
afterEach(async () => {
  storeLog.lines.length = 0;
  server.thaw();
  await waitUntil(
    () =>
      redis.redis.ping().then(
        () => true,
        () => false,
      ),
    10_000,
    "the test's Redis client",
  );
});
afterAll(async () => {
  await redis.cleanup();
  await server.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const newGame = () => newNimGame(redis.store);

describe('a move whose write timed out', () => {
  it('is reported as applied when the frozen store ran it after all, and is stored once', async () => {
    const { sessions, gameId } = await newGame();
    server.freeze();
    const press = sessions.play(gameId, { userId: first, expectedVersion: 0, move: { take: 2 } });
    await sleep(REDIS_TIMEOUT_MS + 1_000);
    server.thaw();
    const outcome = await press;
    expect(outcome.kind).toBe('applied');
    const stored = await sessions.load(gameId);
    expect(stored?.state).toMatchObject({ pile: NIM_PILE - 2, moves: 1, turn: 'second' });
    expect(storeLog.lines.join('\n')).toContain('"outcome":"written"');
  }, 20_000);

  it('is stored once when the store crashed while frozen and came back (the client sends it again)', async () => {
    const { sessions, gameId } = await newGame();
    server.freeze();
    const press = sessions.play(gameId, { userId: first, expectedVersion: 0, move: { take: 3 } });
    await sleep(REDIS_TIMEOUT_MS + 500);
    await server.crashWhileFrozen();
    await server.restart();
    const outcome = await press;
    expect(outcome.kind).toBe('applied');
    const stored = await sessions.load(gameId);
    expect(stored?.state).toMatchObject({ pile: NIM_PILE - 3, moves: 1, turn: 'second' });
  }, 20_000);

  it('from two processes into a frozen store: one move is stored, the other press is told the board moved', async () => {
    const { sessions, gameId } = await newGame();
    const otherLog = captureLogger();
    const other = await openTestRedisStore({ kind: 'url', url: server.url }, redis.prefix, otherLog.log);
    const { sessions: elsewhere } = nimSessions(other.store);
    await elsewhere.load(gameId);
    server.freeze();
    const presses = [
      elsewhere.play(gameId, { userId: first, expectedVersion: 0, move: { take: 1 } }),
      sleep(50).then(() => sessions.play(gameId, { userId: first, expectedVersion: 0, move: { take: 2 } })),
    ];
    await sleep(REDIS_TIMEOUT_MS + 1_000);
    server.thaw();
    const outcomes = await Promise.all(presses);
    other.redis.disconnect();
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['applied', 'stale']);
    const stored = await sessions.load(gameId);
    expect(stored?.state.moves).toBe(1);
    const settled = [...storeLog.lines, ...otherLog.lines].join('\n');
    expect(settled).toContain('"outcome":"written"');
    expect(settled).toContain('"outcome":"not-written"');
  }, 20_000);

  it('that ends the game takes it off the schedule once found written, as a write answered in time does', async () => {
    const { gameId } = await newGame();
    const before = await redis.store.get(gameId);
    if (!before) throw new Error('no game');
    const live = await redis.store.countLive?.();
    server.freeze();
    const ending = redis.store.compareAndSet({
      gameId,
      expectedVersion: before.version,
      data: before.data,
      idleSeconds: 60,
      finished: true,
    });
    await sleep(REDIS_TIMEOUT_MS + 1_000);
    server.thaw();
    expect((await ending).ok).toBe(true);
    expect(await redis.store.gameIdInChannel(before.channelId)).toBeNull();
    // Out of the expiry schedule too, as the write's own reply would have had it.
    expect(await redis.store.countLive?.()).toBe((live ?? 0) - 1);
    expect(storeLog.lines.join('\n')).toContain('"outcome":"written"');
  }, 20_000);

  it('is neither called done nor undone while the store stays silent', async () => {
    const { gameId } = await newGame();
    const before = await redis.store.get(gameId);
    server.freeze();
    try {
      const settling = settleUnknownWrite(
        {
          what: `game ${gameId}`,
          read: () => redis.store.get(gameId),
          expectedVersion: before?.version ?? 0,
          data: { any: 'thing' },
        },
        new Error('Command timed out'),
        REDIS_TIMEOUT_MS + 500,
      );
      await expect(settling).rejects.toBeInstanceOf(StoreOutcomeUnknownError);
    } finally {
      server.thaw();
    }
  }, 20_000);
});

describe('a document change whose write timed out', () => {
  it('is done once, not twice, when the frozen store ran it after all', async () => {
    const tallies = typedDocuments('timed-out-tally', z.object({ count: z.number() }));
    await tallies.create(redis.documents, 'guild', 'presses', { count: 0 });
    // Frozen between the read and the write: the change's compare-and-set is what waits.
    const change = tallies.update(redis.documents, 'guild', 'presses', (tally) => {
      server.freeze();
      return { count: tally.count + 1 };
    });
    await sleep(REDIS_TIMEOUT_MS + 1_000);
    server.thaw();
    expect(await change).toEqual({ count: 1 });
    expect(await tallies.load(redis.documents, 'guild', 'presses')).toEqual({ count: 1 });
  }, 20_000);
});
