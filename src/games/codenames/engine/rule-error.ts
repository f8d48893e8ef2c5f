import type { ClueFormProblem } from '../../shared/clue/clue-form.js';

/** Why a move was refused. `message` is plain English for logs and tests; the bot translates `code`. */
export type RuleErrorCode =
  | ClueFormProblem['code']
  | 'game-over'
  | 'not-your-turn'
  | 'not-your-role'
  | 'no-cell'
  | 'word-already-covered'
  | 'must-guess-before-ending'
  | 'no-clue-to-flag'
  | 'not-a-timer-agent'
  | 'not-your-agent'
  | 'cannot-skip'
  | 'not-this-turn';

export interface RuleError {
  code: RuleErrorCode;
  message: string;
  word?: string;
}

export type MoveResult<S> = { ok: true; state: S } | { ok: false; error: RuleError };

export function refuse(code: RuleErrorCode, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}
