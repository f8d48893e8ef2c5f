import type { HistoryEntry } from '../history/game-history.js';

export interface Streaks {
  /** Games won in a row up to the player's last game. */
  current: number;
  best: number;
}

/** A player's win streaks over a server's history (oldest first), every game counted. */
export function streaksOf(history: readonly HistoryEntry[], userId: string): Streaks {
  let current = 0;
  let best = 0;
  for (const entry of history) {
    if (!entry.players.includes(userId)) continue;
    current = entry.winners.includes(userId) ? current + 1 : 0;
    best = Math.max(best, current);
  }
  return { current, best };
}
