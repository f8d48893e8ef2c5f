import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BoardChange, type BoardId, boardChanges } from '../../../src/platform/stats/boards.js';
import type { LeaderboardStore } from '../../../src/platform/stats/leaderboard-store.js';
import { ALICE, BOB, CSILLA, DAN, finished, GUILD } from './fixtures.js';

export interface LeaderboardStoreUnderTest {
  store: LeaderboardStore;
  cleanup: () => Promise<void>;
}

const OTHER_GUILD = '100000000000000002';
const wins: BoardId = { metric: 'wins', scope: 'duck', period: 'all' };
const best: BoardId = { metric: 'best-score', scope: 'duet', period: 'all' };
const missions: BoardId = { metric: 'missions', scope: 'thekey', period: 'all' };

const add = (board: BoardId, member: string, value: number): BoardChange => ({
  board,
  member,
  value,
  op: 'add',
});

/** Behaviour every LeaderboardStore must share; each test gets a fresh, empty store. */
export function leaderboardStoreContract(
  name: string,
  makeStore: () => Promise<LeaderboardStoreUnderTest>,
): void {
  describe(`${name} (LeaderboardStore contract)`, () => {
    let store: LeaderboardStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await makeStore());
    });

    afterEach(async () => {
      await cleanup();
    });

    it('adds up, best first; equal scores by the higher id first; a limit cuts', async () => {
      await store.apply(GUILD, [
        add(wins, ALICE, 1),
        add(wins, BOB, 2),
        add(wins, CSILLA, 0),
        add(wins, ALICE, 1),
      ]);
      await store.apply(GUILD, [add(wins, DAN, 3)]);
      expect(await store.top(GUILD, wins, 10)).toEqual([
        { member: DAN, score: 3 },
        { member: BOB, score: 2 },
        { member: ALICE, score: 2 },
        { member: CSILLA, score: 0 },
      ]);
      expect(await store.top(GUILD, wins, 2)).toHaveLength(2);
      expect(await store.top(GUILD, wins, 0)).toEqual([]);
      expect(await store.scores(GUILD, wins, [BOB, '200000000000000099', ALICE])).toEqual([2, null, 2]);
    });

    it('keeps the highest of a max board, and counts a once change once per player and tag', async () => {
      await store.apply(GUILD, [{ board: best, member: ALICE, op: 'max', value: 7 }]);
      await store.apply(GUILD, [{ board: best, member: ALICE, op: 'max', value: 4 }]);
      await store.apply(GUILD, [{ board: best, member: ALICE, op: 'max', value: 12 }]);
      expect(await store.scores(GUILD, best, [ALICE])).toEqual([12]);
      const solved = (member: string, tag: string): BoardChange => ({
        board: missions,
        member,
        op: 'once',
        value: 1,
        tag,
      });
      await store.apply(GUILD, [solved(ALICE, 'practice-safe'), solved(BOB, 'practice-safe')]);
      await store.apply(GUILD, [solved(ALICE, 'practice-safe'), solved(ALICE, 'founding-year')]);
      expect(await store.scores(GUILD, missions, [ALICE, BOB])).toEqual([2, 1]);
    });

    it('lists the boards a server has, and keeps servers apart', async () => {
      await store.apply(GUILD, boardChanges(finished('duck', { players: [ALICE, BOB], winners: [ALICE] })));
      const boards = await store.boards(GUILD);
      expect(boards).toContainEqual({ metric: 'wins', scope: 'duck', period: 'all' });
      expect(boards).toContainEqual({ metric: 'played', scope: 'all', period: '2026-03' });
      expect(boards).toHaveLength(8);
      expect(await store.boards(OTHER_GUILD)).toEqual([]);
      expect(await store.top(OTHER_GUILD, wins, 10)).toEqual([]);
    });

    it('forgets a player on every board, so a mission they solved counts again if they come back', async () => {
      const game = finished('thekey', {
        players: [ALICE, BOB],
        winners: [ALICE, BOB],
        step: 'practice-safe',
      });
      await store.apply(GUILD, boardChanges(game));
      await store.forget(GUILD, ALICE);
      expect(await store.top(GUILD, { metric: 'played', scope: 'all', period: 'all' }, 10)).toEqual([
        { member: BOB, score: 1 },
      ]);
      expect(await store.scores(GUILD, missions, [ALICE, BOB])).toEqual([null, 1]);
      await store.apply(GUILD, boardChanges(game));
      expect(await store.scores(GUILD, missions, [ALICE, BOB])).toEqual([1, 1]);
    });

    it('refuses an id that is not a Discord id', async () => {
      await expect(store.apply('guild}{x', [add(wins, ALICE, 1)])).rejects.toThrow(RangeError);
      await expect(store.forget(GUILD, '*')).rejects.toThrow(RangeError);
    });
  });
}
