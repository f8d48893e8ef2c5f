import { tokensInBank } from './timer-tokens.js';
import type { DuetOptions, DuetState } from './types.js';

export const STANDARD_TIMER_TOKENS = 9;

/** Scores are defined for the standard 9-token game only (on the map: Prague, 9-9). */
export function isScoredGame(options: DuetOptions): boolean {
  return options.timerTokens === STANDARD_TIMER_TOKENS && options.bystanderTokens === STANDARD_TIMER_TOKENS;
}

export interface Score {
  total: number;
  tokensInBank: number;
  checkTokens: number;
  suddenDeath: boolean;
}

/** 3 per token left in the bank, 1 per check-side token taken, -1 for a sudden-death win. */
export function scoreOf(state: DuetState): Score | null {
  if (state.phase.kind !== 'won' || !isScoredGame(state.options)) return null;
  const bank = tokensInBank(state.bank);
  const checkTokens = state.checkTokens.A + state.checkTokens.B;
  const suddenDeath = state.phase.suddenDeath;
  return {
    total: 3 * bank + checkTokens - (suddenDeath ? 1 : 0),
    tokensInBank: bank,
    checkTokens,
    suddenDeath,
  };
}

export type ScoreRating = 'keep-practising' | 'good' | 'excellent' | 'try-the-map';

/** Whose rulebook words the rating: they draw the "good" line one point apart. */
export type RatingRulebook = 'ja' | 'hu';

/** ja: 「5点以上獲得すれば上出来」 (5 or more); hu: „több mint 5 pont” (more than 5). */
const GOOD_FROM: Record<RatingRulebook, number> = { ja: 5, hu: 6 };
const EXCELLENT_FROM = 9;
const TRY_THE_MAP_FROM = 11;

/** The rulebook's verdict on a standard game's score: good, 9-10 excellent, 11+ try the map. */
export function scoreRating(total: number, rulebook: RatingRulebook): ScoreRating {
  if (total >= TRY_THE_MAP_FROM) return 'try-the-map';
  if (total >= EXCELLENT_FROM) return 'excellent';
  return total >= GOOD_FROM[rulebook] ? 'good' : 'keep-practising';
}
