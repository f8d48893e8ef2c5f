import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRedisStore } from '../../support/redis.js';
import { NIM_PILE } from '../game-plugin/nim-game.js';
import { NIM_PLAYERS, newNimGame, nimSessions } from './nim-sessions.js';

/** The one session service, on a real Redis, with the test-only Nim as its game. */
let redis: Awaited<ReturnType<typeof openTestRedisStore>>;
const { first, second } = NIM_PLAYERS;
const stranger = '100000000000000003';

beforeAll(async () => {
  redis = await openTestRedisStore();
});
afterAll(() => redis.cleanup());

const service = () => nimSessions(redis.store);

const newGame = () => newNimGame(redis.store);

describe('the session service', () => {
  it('authorises before anything else: a stranger with a stale version is "not a player", not "stale"', async () => {
    const { sessions, gameId } = await newGame();
    const outcome = await sessions.play(gameId, { userId: stranger, expectedVersion: 99, move: { take: 1 } });
    expect(outcome.kind).toBe('not-a-player');
  });

  it('refuses a stale version, and a move the rules refuse, changing nothing', async () => {
    const { sessions, gameId } = await newGame();
    expect((await sessions.play(gameId, { userId: first, expectedVersion: 1, move: { take: 1 } })).kind).toBe(
      'stale',
    );
    const refused = await sessions.play(gameId, { userId: second, expectedVersion: 0, move: { take: 1 } });
    expect(refused.kind === 'refused' && refused.refusal.code).toBe('not-your-turn');
    expect((await sessions.load(gameId))?.state.pile).toBe(NIM_PILE);
  });

  it('applies exactly one of two presses drawn from the same version, however they interleave', async () => {
    const { sessions, gameId } = await newGame();
    const presses = await Promise.all(
      [1, 2, 3, 1, 2].map((take) =>
        sessions.play(gameId, { userId: first, expectedVersion: 0, move: { take } }),
      ),
    );
    expect(presses.filter((outcome) => outcome.kind === 'applied')).toHaveLength(1);
    expect(presses.filter((outcome) => outcome.kind === 'stale')).toHaveLength(4);
    const stored = await sessions.load(gameId);
    expect(stored?.state.moves).toBe(1);
  });

  it('keeps a move whose write raced a bookkeeping write (retried on a fresh read, not stale)', async () => {
    const { sessions, gameId } = await newGame();
    const [move] = await Promise.all([
      sessions.play(gameId, { userId: first, expectedVersion: 0, move: { take: 2 } }),
      sessions.update(gameId, (state) => ({ state: { ...state, messageId: '123' }, result: null })),
    ]);
    expect(move.kind).toBe('applied');
    const stored = await sessions.load(gameId);
    expect(stored?.state).toMatchObject({ pile: NIM_PILE - 2, messageId: '123' });
  });

  it('plays on its own copy in one round trip, and a copy another process moved past never refuses a good move', async () => {
    const { sessions: here, gameId } = await newGame();
    const { sessions: elsewhere } = service();
    // This process knows the game at version 0; another process plays the first move.
    expect((await here.load(gameId))?.state.moves).toBe(0);
    const moved = await elsewhere.play(gameId, { userId: first, expectedVersion: 0, move: { take: 1 } });
    expect(moved.kind).toBe('applied');
    // Here the copy says it is `first`'s turn at version 0; the store says `second`'s at version 1.
    const next = await here.play(gameId, { userId: second, expectedVersion: 1, move: { take: 2 } });
    expect(next.kind).toBe('applied');
    // And a press drawn from the old version is stale, not played on the old copy.
    const late = await here.play(gameId, { userId: first, expectedVersion: 0, move: { take: 1 } });
    expect(late.kind).toBe('stale');
    const stored = await elsewhere.load(gameId);
    expect(stored?.state).toMatchObject({ pile: NIM_PILE - 3, moves: 2 });

    const roundTrips = await redis.countCommands(() =>
      here.play(gameId, { userId: first, expectedVersion: 2, move: { take: 1 } }).then((outcome) => {
        expect(outcome.kind).toBe('applied');
      }),
    );
    expect(roundTrips).toBe(1);
  });

  it('treats a record that fails its schema as no game, and says so in the log', async () => {
    const { sessions, lines, gameId } = await newGame();
    const loaded = await sessions.load(gameId);
    await redis.store.compareAndSet({
      gameId,
      expectedVersion: loaded?.storeVersion ?? 0,
      data: { pile: 'seven' },
      idleSeconds: 60,
    });
    expect(await sessions.load(gameId)).toBeNull();
    expect(lines.join('\n')).toContain('stored game failed validation');
  });

  it('frees the channel when the rules say the game is over', async () => {
    const { sessions, gameId } = await newGame();
    const game = await sessions.load(gameId);
    const channelId = game?.state.channelId ?? '';
    expect((await sessions.inChannel(channelId))?.gameId).toBe(gameId);
    let version = 0;
    for (const [userId, take] of [
      [first, 3],
      [second, 3],
      [first, 1],
    ] as const) {
      const outcome = await sessions.play(gameId, { userId, expectedVersion: version++, move: { take } });
      expect(outcome.kind).toBe('applied');
    }
    expect(await sessions.inChannel(channelId)).toBeNull();
  });
});
