import { clueFormProblem } from '../../shared/clue/clue-form.js';
import type { RuleError } from './rule-error.js';
import type { WordCard } from './types.js';

export { clashingWord } from '../../shared/clue/clue-form.js';

/** The clue's form, its number, and that it is not a visible word as written; the rest is judged outside the engine. */
export function validateClue(
  word: string,
  number: number,
  visibleWords: readonly WordCard[],
): RuleError | null {
  return clueFormProblem(word, number, visibleWords);
}
