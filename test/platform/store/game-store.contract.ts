import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CLAIM_LEASE_MS,
  type CreateGameInput,
  type GameStore,
  type StoredGame,
  UNPUBLISHED_GRACE_MS,
} from '../../../src/platform/store/game-store.js';

export interface StoreUnderTest {
  store: GameStore;
  cleanup: () => Promise<void>;
}

const IDLE_SECONDS = 60;
const LATER = 10 * 60 * 1000;

function newGame(overrides: Partial<CreateGameInput> = {}): CreateGameInput {
  return {
    gameId: randomUUID(),
    game: 'duet',
    channelId: `channel-${randomUUID()}`,
    data: { turn: 0, board: ['apple', 'pear'], nested: { clues: [] } },
    idleSeconds: IDLE_SECONDS,
    ...overrides,
  };
}

/** Behaviour every GameStore must share; each test gets a fresh, empty store. */
export function gameStoreContract(name: string, makeStore: () => Promise<StoreUnderTest>): void {
  describe(`${name} (GameStore contract)`, () => {
    let store: GameStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await makeStore());
    });

    afterEach(async () => {
      await store.close();
      await cleanup();
    });

    async function createOk(input: CreateGameInput): Promise<StoredGame> {
      const result = await store.create(input);
      if (!result.ok) throw new Error(`create refused: ${result.reason}`);
      return result.game;
    }

    async function finish(gameId: string, expectedVersion: number): Promise<void> {
      const result = await store.compareAndSet({
        gameId,
        expectedVersion,
        data: { over: true },
        idleSeconds: IDLE_SECONDS,
        finished: true,
      });
      expect(result.ok).toBe(true);
    }

    describe('create', () => {
      it('stores a game at version 1 that get returns', async () => {
        const input = newGame();
        const created = await createOk(input);
        const expected: StoredGame = {
          gameId: input.gameId,
          game: 'duet',
          channelId: input.channelId,
          version: 1,
          data: input.data,
        };
        expect(created).toEqual(expected);
        expect(await store.get(input.gameId)).toEqual(expected);
        expect(await store.gameIdInChannel(input.channelId)).toBe(input.gameId);
      });

      it('refuses a second game while the channel is busy', async () => {
        const first = await createOk(newGame());
        const second = newGame({ channelId: first.channelId });
        expect(await store.create(second)).toEqual({
          ok: false,
          reason: 'channel-busy',
          existingGameId: first.gameId,
        });
        expect(await store.get(second.gameId)).toBeNull();
        expect(await store.gameIdInChannel(first.channelId)).toBe(first.gameId);
      });

      it('allows a new game once the previous one in the channel finished', async () => {
        const first = await createOk(newGame());
        await finish(first.gameId, 1);
        const second = await createOk(newGame({ channelId: first.channelId }));
        expect(await store.gameIdInChannel(first.channelId)).toBe(second.gameId);
      });

      it('lets exactly one of several concurrent creates claim a free channel', async () => {
        const channelId = `channel-${randomUUID()}`;
        const results = await Promise.all(
          Array.from({ length: 10 }, () => store.create(newGame({ channelId }))),
        );
        const winners = results.filter((result) => result.ok);
        expect(winners).toHaveLength(1);
        const winnerId = winners[0]?.ok ? winners[0].game.gameId : undefined;
        for (const result of results) {
          if (!result.ok) expect(result.existingGameId).toBe(winnerId);
        }
        expect(await store.gameIdInChannel(channelId)).toBe(winnerId);
      });
    });

    describe('get', () => {
      it('returns null for an unknown game', async () => {
        expect(await store.get(randomUUID())).toBeNull();
      });
    });

    describe('versionOf', () => {
      it('tells the version get would, through every write, and null for an unknown game', async () => {
        const game = await createOk(newGame());
        expect(await store.versionOf?.(game.gameId)).toBe(1);
        await store.compareAndSet({
          gameId: game.gameId,
          expectedVersion: 1,
          data: {},
          idleSeconds: IDLE_SECONDS,
        });
        await finish(game.gameId, 2);
        expect(await store.versionOf?.(game.gameId)).toBe((await store.get(game.gameId))?.version);
        expect(await store.versionOf?.(game.gameId)).toBe(3);
        expect(await store.versionOf?.(randomUUID())).toBeNull();
      });
    });

    describe('compareAndSet', () => {
      it('writes the data and bumps the version', async () => {
        const game = await createOk(newGame());
        const result = await store.compareAndSet({
          gameId: game.gameId,
          expectedVersion: 1,
          data: { turn: 1 },
          idleSeconds: IDLE_SECONDS,
        });
        expect(result).toEqual({ ok: true, game: { ...game, version: 2, data: { turn: 1 } } });
        expect(await store.get(game.gameId)).toEqual({ ...game, version: 2, data: { turn: 1 } });
      });

      it('refuses a stale version, returns the current record and leaves it unchanged', async () => {
        const game = await createOk(newGame());
        await store.compareAndSet({
          gameId: game.gameId,
          expectedVersion: 1,
          data: { turn: 1 },
          idleSeconds: IDLE_SECONDS,
        });
        const current = { ...game, version: 2, data: { turn: 1 } };

        const result = await store.compareAndSet({
          gameId: game.gameId,
          expectedVersion: 1,
          data: { turn: 99 },
          idleSeconds: IDLE_SECONDS,
        });
        expect(result).toEqual({ ok: false, reason: 'stale', current });
        expect(await store.get(game.gameId)).toEqual(current);
      });

      it('reports a missing game', async () => {
        const result = await store.compareAndSet({
          gameId: randomUUID(),
          expectedVersion: 1,
          data: {},
          idleSeconds: IDLE_SECONDS,
        });
        expect(result).toEqual({ ok: false, reason: 'missing' });
      });

      it('lets exactly one of concurrent writers with the same expected version win', async () => {
        const game = await createOk(newGame());
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, writer) =>
            store.compareAndSet({
              gameId: game.gameId,
              expectedVersion: 1,
              data: { writer },
              idleSeconds: IDLE_SECONDS,
            }),
          ),
        );
        const winners = results.filter((result) => result.ok);
        expect(winners).toHaveLength(1);
        expect(results.filter((result) => !result.ok && result.reason === 'stale')).toHaveLength(19);
        const stored = await store.get(game.gameId);
        expect(stored?.version).toBe(2);
        expect(stored?.data).toEqual(winners[0]?.ok ? winners[0].game.data : undefined);
      });

      it('keeps a finished game finished through later writes', async () => {
        const game = await createOk(newGame());
        await finish(game.gameId, 1);
        const late = await store.compareAndSet({
          gameId: game.gameId,
          expectedVersion: 2,
          data: { rematchOffered: true },
          idleSeconds: IDLE_SECONDS,
        });
        expect(late.ok).toBe(true);
        expect(await store.gameIdInChannel(game.channelId)).toBeNull();
        expect(await store.claimExpired(Date.now() + LATER, 10)).toEqual([]);
      });
    });

    describe('isolation of stored data', () => {
      it('cannot be mutated through the input or any returned object', async () => {
        const input = newGame({ data: { list: [1, 2], inner: { value: 'a' } } });
        const created = await createOk(input);
        (input.data as { list: number[] }).list.push(3);
        (created.data as { list: number[] }).list.push(4);
        const read = await store.get(input.gameId);
        if (!read) throw new Error('game not found');
        (read.data as { inner: { value: string } }).inner.value = 'changed';
        expect((await store.get(input.gameId))?.data).toEqual({ list: [1, 2], inner: { value: 'a' } });

        const writeData = { list: [9] };
        const written = await store.compareAndSet({
          gameId: input.gameId,
          expectedVersion: 1,
          data: writeData,
          idleSeconds: IDLE_SECONDS,
        });
        writeData.list.push(10);
        if (written.ok) (written.game.data as { list: number[] }).list.push(11);
        expect((await store.get(input.gameId))?.data).toEqual({ list: [9] });
      });
    });

    describe('gameIdInChannel', () => {
      it('returns null for a channel without a game', async () => {
        expect(await store.gameIdInChannel(`channel-${randomUUID()}`)).toBeNull();
      });

      it('returns null once the game finished, while the record stays readable', async () => {
        const game = await createOk(newGame());
        await finish(game.gameId, 1);
        expect(await store.gameIdInChannel(game.channelId)).toBeNull();
        expect(await store.get(game.gameId)).toEqual({ ...game, version: 2, data: { over: true } });
      });
    });

    describe('claimExpired', () => {
      it('returns only games whose idle deadline has passed', async () => {
        const short = await createOk(newGame({ idleSeconds: 1 }));
        const long = await createOk(newGame({ idleSeconds: 3600 }));
        expect(await store.claimExpired(Date.now() - LATER, 10)).toEqual([]);
        expect(await store.claimExpired(Date.now() + LATER, 10)).toEqual([short.gameId]);
        // The short one again too: nobody wrote it within its claim's lease.
        expect(await store.claimExpired(Date.now() + 2 * 3600 * 1000, 10)).toEqual([
          short.gameId,
          long.gameId,
        ]);
      });

      it('respects the limit, oldest deadlines first', async () => {
        const first = await createOk(newGame({ idleSeconds: 1 }));
        const second = await createOk(newGame({ idleSeconds: 2 }));
        await createOk(newGame({ idleSeconds: 3 }));
        expect(await store.claimExpired(Date.now() + LATER, 2)).toEqual([first.gameId, second.gameId]);
        expect(await store.claimExpired(Date.now() + LATER, 2)).toHaveLength(1);
      });

      it('claims a game at an earlier deadline a later write set (a timed turn begins)', async () => {
        const game = await createOk(newGame({ idleSeconds: 3600 }));
        const written = await store.compareAndSet({
          gameId: game.gameId,
          expectedVersion: game.version,
          data: { turn: 'timed' },
          idleSeconds: 1,
        });
        expect(written.ok).toBe(true);
        expect(await store.claimExpired(Date.now() + LATER, 10)).toEqual([game.gameId]);
      });

      it('hands each expired game to exactly one of several concurrent claimers', async () => {
        const games = await Promise.all(
          Array.from({ length: 30 }, () => createOk(newGame({ idleSeconds: 1 }))),
        );
        const now = Date.now() + LATER;
        const claims = await Promise.all(Array.from({ length: 5 }, () => store.claimExpired(now, 10)));
        const claimed = claims.flat();
        expect(claimed).toHaveLength(30);
        expect(new Set(claimed)).toEqual(new Set(games.map((game) => game.gameId)));
      });

      it('forgets a claimed game until an unfinished write schedules it again', async () => {
        const game = await createOk(newGame({ idleSeconds: 1 }));
        const now = Date.now() + LATER;
        expect(await store.claimExpired(now, 10)).toEqual([game.gameId]);
        expect(await store.claimExpired(now, 10)).toEqual([]);

        await store.compareAndSet({ gameId: game.gameId, expectedVersion: 1, data: {}, idleSeconds: 1 });
        expect(await store.claimExpired(now, 10)).toEqual([game.gameId]);
      });

      it('claims a game only once its latest move has been idle long enough', async () => {
        const game = await createOk(newGame({ idleSeconds: 1 }));
        await store.compareAndSet({ gameId: game.gameId, expectedVersion: 1, data: {}, idleSeconds: 3600 });
        expect(await store.claimExpired(Date.now() + LATER, 10)).toEqual([]);
        expect(await store.claimExpired(Date.now() + 2 * 3600 * 1000, 10)).toEqual([game.gameId]);
      });

      it('gives a claimed game back when its claimer wrote nothing before the lease ended (it died mid-sweep)', async () => {
        const game = await createOk(newGame({ idleSeconds: 1 }));
        const now = Date.now() + LATER;
        expect(await store.claimExpired(now, 10)).toEqual([game.gameId]);
        expect(await store.claimExpired(now + CLAIM_LEASE_MS - 1, 10)).toEqual([]);
        expect(await store.claimExpired(now + CLAIM_LEASE_MS, 10)).toEqual([game.gameId]);
      });

      it('drops a game from the schedule when it finishes', async () => {
        const game = await createOk(newGame({ idleSeconds: 1 }));
        await finish(game.gameId, 1);
        expect(await store.claimExpired(Date.now() + LATER, 10)).toEqual([]);
      });
    });

    describe('tables left behind (claimUnpublished)', () => {
      const move = (gameId: string, expectedVersion: number) =>
        store.compareAndSet({ gameId, expectedVersion, data: { moved: expectedVersion }, idleSeconds: 3600 });
      const claimIds = async (now: number) =>
        ((await store.claimUnpublished?.(now, 100)) ?? []).map((game) => game.gameId);

      it('claims a write no table was acknowledged to show, once past the grace, one claimer at a time', async () => {
        const shown = await createOk(newGame());
        const unshown = await createOk(newGame());
        await move(shown.gameId, 1);
        await move(unshown.gameId, 1);
        await store.acknowledgePublished?.([{ gameId: shown.gameId, version: 2 }]);
        // Still within the grace: its table may be on its way.
        expect(await claimIds(Date.now())).toEqual([]);
        const later = Date.now() + UNPUBLISHED_GRACE_MS + 1;
        const [first, second] = await Promise.all([claimIds(later), claimIds(later)]);
        expect([...first, ...second]).toEqual([unshown.gameId]);
        // Its claimer died before republishing it: it comes back after the lease.
        expect(await claimIds(later + CLAIM_LEASE_MS - 1)).toEqual([]);
        expect(await claimIds(later + CLAIM_LEASE_MS)).toEqual([unshown.gameId]);
        // Republished and acknowledged: never claimed again, an older acknowledgement changes nothing.
        await store.acknowledgePublished?.([{ gameId: unshown.gameId, version: 2 }]);
        await store.acknowledgePublished?.([{ gameId: unshown.gameId, version: 1 }]);
        expect(await claimIds(later + 3 * CLAIM_LEASE_MS)).toEqual([]);
      });

      it('leaves created games alone and claims games only acknowledged at an older version', async () => {
        const created = await createOk(newGame());
        const behind = await createOk(newGame());
        await move(behind.gameId, 1);
        await move(behind.gameId, 2);
        await store.acknowledgePublished?.([{ gameId: behind.gameId, version: 2 }]);
        const later = Date.now() + UNPUBLISHED_GRACE_MS + 1;
        expect(await claimIds(later)).toEqual([behind.gameId]);
        expect(created.version).toBe(1);
      });

      it('claims a finished game whose last board was never shown, once, until it is', async () => {
        const shown = await createOk(newGame());
        const unshown = await createOk(newGame());
        await finish(shown.gameId, 1);
        await finish(unshown.gameId, 1);
        await store.acknowledgePublished?.([{ gameId: shown.gameId, version: 2 }]);
        expect(await claimIds(Date.now())).toEqual([]);
        const later = Date.now() + UNPUBLISHED_GRACE_MS + 1;
        const [first, second] = await Promise.all([claimIds(later), claimIds(later)]);
        expect([...first, ...second]).toEqual([unshown.gameId]);
        await store.acknowledgePublished?.([{ gameId: unshown.gameId, version: 2 }]);
        expect(await claimIds(later + 2 * CLAIM_LEASE_MS)).toEqual([]);
      });
    });
  });
}
