import type { HistoryEntry } from '../../../src/platform/history/game-history.js';

export const GUILD = '100000000000000001';
export const ALICE = '200000000000000001';
export const BOB = '200000000000000002';
export const CSILLA = '200000000000000003';
export const DAN = '200000000000000004';

/** 15 March 2026, noon UTC. */
export const MARCH = Date.UTC(2026, 2, 15, 12);

let games = 0;

/** A finished game of `game` in March 2026 (unless told otherwise). */
export function finished(
  game: string,
  entry: Partial<HistoryEntry> & Pick<HistoryEntry, 'players' | 'winners'>,
): HistoryEntry {
  games += 1;
  return { game, gameId: `game${games}`, endedAt: MARCH, reason: 'won', ...entry };
}
