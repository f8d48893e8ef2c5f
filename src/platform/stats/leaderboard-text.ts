import type { Language } from '../i18n/languages.js';
import { tStats } from './i18n/index.js';
import type { Standing } from './standings.js';
import { figuresLine, type MetricLabel } from './stats-text.js';

/** Discord's longest description of an attachment (the picture's alt text). */
const ALT_TEXT_LENGTH = 1024;

/** What a leaderboard is of: its game (or every game) and period, in the reader's words. */
export interface LeaderboardHeading {
  game: string;
  period: string;
}

function rowFigures(
  language: Language,
  standing: Standing,
  values: readonly (number | null)[],
  label: MetricLabel,
) {
  return figuresLine(
    language,
    standing.columns.flatMap((metric, index) => {
      const value = values[index];
      return value === null || value === undefined ? [] : [{ metric, value }];
    }),
    label,
  );
}

/** The leaderboard in text: its title, then a line per player with a mention (which must never ping). */
export function leaderboardText(
  language: Language,
  heading: LeaderboardHeading,
  standing: Standing,
  label: MetricLabel,
): string {
  const title = `**${tStats(language, 'leaderboard.title', { ...heading })}**`;
  if (standing.rows.length === 0) return `${title}\n${tStats(language, 'leaderboard.empty', { ...heading })}`;
  const lines = standing.rows.map(
    (row) => `${row.rank}. <@${row.member}> — ${rowFigures(language, standing, row.values, label)}`,
  );
  return [title, ...lines].join('\n');
}

/** The picture's alt text: the same standing with names instead of mentions, cut to Discord's limit. */
export function leaderboardAltText(
  language: Language,
  heading: LeaderboardHeading,
  standing: Standing,
  names: ReadonlyMap<string, string>,
  label: MetricLabel,
): string {
  const lines = standing.rows
    .map(
      (row) =>
        `${row.rank}. ${names.get(row.member) ?? ''}: ${rowFigures(language, standing, row.values, label)}`,
    )
    .join('; ');
  const text = tStats(language, 'leaderboard.alt', { ...heading, lines });
  return text.length <= ALT_TEXT_LENGTH ? text : `${text.slice(0, ALT_TEXT_LENGTH - 1)}…`;
}
