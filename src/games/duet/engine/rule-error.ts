/** Why a move was refused. `message` is plain English for logs and tests; the bot translates `code`. */
export type RuleErrorCode =
  | 'game-over'
  | 'not-your-turn-to-give-clue'
  | 'not-your-turn-to-guess'
  | 'clue-already-given'
  | 'no-clue-during-sudden-death'
  | 'clue-empty'
  | 'clue-not-one-word'
  | 'clue-too-long'
  | 'clue-matches-visible-word'
  | 'clue-number-invalid'
  | 'no-cell'
  | 'word-already-covered'
  | 'word-out-of-play'
  | 'word-already-missed-by-you'
  | 'no-words-left-for-you'
  | 'must-guess-before-stopping'
  | 'no-clue-to-flag'
  | 'clue-already-flagged';

export interface RuleError {
  code: RuleErrorCode;
  message: string;
  /** The visible word a clue clashed with, for `clue-matches-visible-word`. */
  word?: string;
}

export type MoveResult<S> = { ok: true; state: S } | { ok: false; error: RuleError };

export function refuse(code: RuleErrorCode, message: string, word?: string): { ok: false; error: RuleError } {
  return { ok: false, error: word === undefined ? { code, message } : { code, message, word } };
}
