import { z } from 'zod';
import {
  ALL_GAMES,
  ALL_TIME,
  type BoardId,
  type Metric,
  metricsInOrder,
  monthBefore,
  monthOf,
} from './boards.js';
import type { LeaderboardStore } from './leaderboard-store.js';

/** The periods a leaderboard shows. */
export const periodChoices = ['all-time', 'this-month', 'last-month'] as const;
export type PeriodChoice = (typeof periodChoices)[number];

/**
 * The leaderboard's options: a game plugged in (or every game) and a period, both optional.
 * Choices are offered, yet any string may arrive (an old registration, a forged request).
 */
export function leaderboardOptions(gameIds: readonly string[]) {
  return z.object({
    game: z.enum([ALL_GAMES, ...gameIds]).default(ALL_GAMES),
    period: z.enum(periodChoices).default('all-time'),
  });
}

export function periodOf(choice: PeriodChoice, now: number): string {
  if (choice === 'this-month') return monthOf(now);
  if (choice === 'last-month') return monthBefore(now);
  return ALL_TIME;
}

export interface StandingRow {
  /** Shared by equal win counts (1, 1, 3). */
  rank: number;
  member: string;
  /** One per column; null where the player has no figure. */
  values: (number | null)[];
}

export interface Standing {
  /** `wins` first, then the other figures this game and period have. */
  columns: Metric[];
  rows: StandingRow[];
}

/** A board's best players by wins, with their other figures for the same game and period. */
export async function standing(
  store: LeaderboardStore,
  guildId: string,
  scope: string,
  period: string,
  limit: number,
  /** The games' roles, in their order: the columns of wins per role follow it. */
  roles: readonly string[] = [],
): Promise<Standing> {
  const [lines, boards] = await Promise.all([
    store.top(guildId, { metric: 'wins', scope, period }, limit),
    store.boards(guildId),
  ]);
  const columns = metricsInOrder(
    boards.filter((board) => board.scope === scope && board.period === period).map((board) => board.metric),
    roles,
  );
  if (lines.length === 0) return { columns, rows: [] };
  const members = lines.map((line) => line.member);
  const values = await Promise.all(
    columns.map((metric) => store.scores(guildId, { metric, scope, period }, members)),
  );
  const rows = lines.map((line, index) => ({
    rank: lines.findIndex((other) => other.score === line.score) + 1,
    member: line.member,
    values: values.map((column) => column[index] ?? null),
  }));
  return { columns, rows };
}

/** One player's all-time figures in one scope (a game, or ALL_GAMES). */
export interface ScopeFigures {
  scope: string;
  figures: { metric: Metric; value: number }[];
}

/** A player's all-time figures, every game first, then each game they have a figure in. */
export async function playerFigures(
  store: LeaderboardStore,
  guildId: string,
  userId: string,
  roles: readonly string[] = [],
): Promise<ScopeFigures[]> {
  const boards = (await store.boards(guildId)).filter((board) => board.period === ALL_TIME);
  const scores = await Promise.all(boards.map((board) => store.scores(guildId, board, [userId])));
  const byScope = new Map<string, { board: BoardId; value: number }[]>();
  boards.forEach((board, index) => {
    const value = scores[index]?.[0];
    if (value === null || value === undefined) return;
    byScope.set(board.scope, [...(byScope.get(board.scope) ?? []), { board, value }]);
  });
  const scopes = [...byScope.keys()].sort((a, b) =>
    a === ALL_GAMES ? -1 : b === ALL_GAMES ? 1 : a.localeCompare(b),
  );
  return scopes.map((scope) => {
    const found = byScope.get(scope) ?? [];
    return {
      scope,
      figures: metricsInOrder(
        found.map(({ board }) => board.metric),
        roles,
      ).map((metric) => ({
        metric,
        value: found.find(({ board }) => board.metric === metric)?.value ?? 0,
      })),
    };
  });
}
