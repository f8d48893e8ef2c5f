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
