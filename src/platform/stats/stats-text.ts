import type { Language } from '../i18n/languages.js';
import { ALL_GAMES, type Metric } from './boards.js';
import { tStats } from './i18n/index.js';
import type { ScopeFigures } from './standings.js';
import type { Streaks } from './streaks.js';

/** A server's campaign, and the missions the player helped solve. */
export interface CampaignProgress {
  game: string;
  played: number;
  total: number;
  solved: number;
  solvedByPlayer: number;
}

export interface PlayerStats {
  /** How the player is named: a mention, which the answer never lets ping. */
  player: string;
  /** Whether the reader asked about themself. */
  self: boolean;
  figures: ScopeFigures[];
  streaks: Streaks;
  campaign: CampaignProgress | null;
}

/** A figure's name in the reader's language (`metric-names.ts`). */
export type MetricLabel = (metric: Metric) => string;

/** Figures on one line: `Wins: 3 · Games: 5`. */
export function figuresLine(
  language: Language,
  figures: readonly { metric: Metric; value: number }[],
  label: MetricLabel,
): string {
  return figures
    .map(({ metric, value }) => tStats(language, 'figure', { metric: label(metric), value }))
    .join(' · ');
}

/** `/stats`: every game together, the streaks, each game's own figures, then the campaign. */
export function statsText(
  language: Language,
  stats: PlayerStats,
  gameName: (scope: string) => string,
  label: MetricLabel,
): string {
  const { player } = stats;
  const lines = [tStats(language, 'stats.title', { player })];
  const overall = stats.figures.find((scope) => scope.scope === ALL_GAMES);
  if (!overall) lines.push(tStats(language, 'stats.none', { player }));
  else {
    lines.push(
      figuresLine(language, overall.figures, label),
      tStats(language, 'stats.streaks', { ...stats.streaks }),
    );
    for (const game of stats.figures.filter((scope) => scope !== overall)) {
      lines.push(`**${gameName(game.scope)}** — ${figuresLine(language, game.figures, label)}`);
    }
  }
  const { campaign } = stats;
  if (campaign) {
    lines.push(tStats(language, 'stats.campaign', { ...campaign }));
    if (campaign.solvedByPlayer > 0) {
      const solved = campaign.solvedByPlayer;
      lines.push(
        stats.self
          ? tStats(language, 'stats.campaignYours', { solved })
          : tStats(language, 'stats.campaignTheirs', { solved, player }),
      );
    }
  }
  return lines.join('\n');
}
