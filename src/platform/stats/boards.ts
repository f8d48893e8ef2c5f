import { z } from 'zod';
import { type HistoryEntry, playerRoleSchema } from '../history/game-history.js';

/** Every board counts over all time, and again per calendar month (UTC, `YYYY-MM`). */
export const ALL_TIME = 'all';
/** The scope of the boards that add up every game. */
export const ALL_GAMES = 'all';

const monthPattern = /^\d{4}-\d{2}$/;

export function monthOf(at: number): string {
  return new Date(at).toISOString().slice(0, 7);
}

/** The month before the one `at` falls in. */
export function monthBefore(at: number): string {
  const date = new Date(at);
  return monthOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1));
}

/**
 * What a board counts per player: games played, games won, wins in a role, the best score of a
 * won game, and missions solved (each mission once).
 */
const fixedMetrics = ['played', 'wins', 'best-score', 'missions'] as const;
type RoleMetric = `wins-as-${string}`;
export type Metric = (typeof fixedMetrics)[number] | RoleMetric;

const WINS_AS = 'wins-as-';
const roleMetricSchema = z
  .string()
  .refine((metric) => metric.startsWith(WINS_AS) && playerRoleSchema.safeParse(roleOf(metric)).success)
  .transform((metric) => metric as RoleMetric);
export const metricSchema: z.ZodType<Metric> = z.union([z.enum(fixedMetrics), roleMetricSchema]);

export const winsAs = (role: string): Metric => `${WINS_AS}${role}`;

/** The role a `wins-as-…` board counts; null for every other board. */
export function roleOf(metric: string): string | null {
  return metric.startsWith(WINS_AS) ? metric.slice(WINS_AS.length) : null;
}

/** The order figures are shown in: what every game counts first, then wins per role (in the games' order), then the rest. */
export function metricsInOrder(metrics: Iterable<Metric>, roles: readonly string[]): Metric[] {
  const present = new Set(metrics);
  const roleMetrics = [
    ...roles.map(winsAs),
    ...[...present].filter((metric) => roleOf(metric) !== null).sort(),
  ];
  const order: Metric[] = ['wins', 'played', ...roleMetrics, 'best-score', 'missions'];
  return [...new Set(order)].filter((metric) => present.has(metric));
}

const boardIdSchema = z.object({
  metric: metricSchema,
  /** A game's id, or ALL_GAMES. */
  scope: z.string().regex(/^[a-z0-9-]{1,32}$/),
  period: z.union([z.literal(ALL_TIME), z.string().regex(monthPattern)]),
});
export type BoardId = z.infer<typeof boardIdSchema>;

/** A board's name inside its server: `metric:scope:period`. */
export const boardName = (board: BoardId) => `${board.metric}:${board.scope}:${board.period}`;

export function parseBoardName(name: string): BoardId | null {
  const [metric, scope, period] = name.split(':');
  const parsed = boardIdSchema.safeParse({ metric, scope, period });
  return parsed.success ? parsed.data : null;
}

/**
 * One change to one player's line on a board: `add` a value, keep the `max`, or add the value
 * `once` per tag (a mission solved again counts once).
 */
export type BoardChange = { board: BoardId; member: string; value: number } & (
  | { op: 'add' | 'max' }
  | { op: 'once'; tag: string }
);

/** What a finished game adds to its server's boards, all time and in the month it ended. */
export function boardChanges(entry: HistoryEntry): BoardChange[] {
  const won = new Set(entry.winners);
  return [ALL_TIME, monthOf(entry.endedAt)].flatMap((period): BoardChange[] => {
    const on = (metric: Metric, scope = entry.game): BoardId => ({ metric, scope, period });
    const counts = [entry.game, ALL_GAMES].flatMap((scope) =>
      entry.players.flatMap((member): BoardChange[] => [
        { board: on('played', scope), member, op: 'add', value: 1 },
        // A loss adds 0, so every player has a line on the wins board.
        { board: on('wins', scope), member, op: 'add', value: won.has(member) ? 1 : 0 },
      ]),
    );
    const { roles, score, step } = entry;
    const ofWinners = entry.winners.flatMap((member): BoardChange[] => {
      const role = roles?.[member];
      return [
        ...(role ? [{ board: on(winsAs(role)), member, op: 'add' as const, value: 1 }] : []),
        ...(score === undefined
          ? []
          : [{ board: on('best-score'), member, op: 'max' as const, value: score }]),
        ...(step === undefined
          ? []
          : [{ board: on('missions'), member, op: 'once' as const, value: 1, tag: step }]),
      ];
    });
    return [...counts, ...ofWinners];
  });
}
