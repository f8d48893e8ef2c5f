import type { Language } from '../i18n/languages.js';
import { type Metric, roleOf } from './boards.js';
import { tStats } from './i18n/index.js';

/** The roles a game reports in its history (`PlayedGame.roles`), in the order its boards show them. */
export interface GameRoles {
  ids: readonly string[];
  /** The column of a role's wins, in the reader's language ("Wins as …"). */
  winsLabel(language: Language, role: string): string;
}

type WithRoles = { roles?: GameRoles };

/** Every role the games report, in the registry's order. */
export function rolesOf(games: Iterable<WithRoles>): string[] {
  return [...games].flatMap((game) => game.roles?.ids ?? []);
}

/** A figure's name in the reader's language; a role's wins as the game that has the role names them. */
export function metricLabeller(language: Language, games: Iterable<WithRoles>): (metric: Metric) => string {
  const labels = new Map(
    [...games].flatMap((game) => {
      const { roles } = game;
      return roles ? roles.ids.map((role) => [role, roles.winsLabel(language, role)] as const) : [];
    }),
  );
  return (metric) => {
    const role = roleOf(metric);
    if (role === null) return tStats(language, `metric.${metric as Exclude<Metric, `wins-as-${string}`>}`);
    return labels.get(role) ?? tStats(language, 'metric.winsAs', { role });
  };
}
