import { normalizeForComparison } from '../../../platform/text/normalize.js';
import { MAX_CLUE_LENGTH, MAX_CLUE_NUMBER, MAX_CLUE_WORDS } from '../../shared/clue/limits.js';
import { type RuleError, refuse } from './rule-error.js';
import type { WordCard } from './types.js';

/**
 * The visible word a clue is, letter for letter once width, case and kana are folded, or by one
 * of its listed readings (金 → かね, きん). Everything that needs a language's dictionaries
 * (parts, inflections, shared kanji) is the clue judge's, in `games/shared/clue/judge`.
 */
export function clashingWord(clue: string, visibleWords: readonly WordCard[]): WordCard | null {
  const normalisedClue = normalizeForComparison(clue);
  const same = (text: string) => normalizeForComparison(text) === normalisedClue;
  return visibleWords.find((word) => same(word.text) || word.readings.some(same)) ?? null;
}

/** The clue's form, its number, and that it is not a visible word as written; the rest is judged outside the engine. */
export function validateClue(
  word: string,
  number: number,
  visibleWords: readonly WordCard[],
): RuleError | null {
  const trimmed = word.trim();
  if (trimmed.length === 0) return refuse('clue-empty', 'A clue needs a word.').error;
  // Which clues of several words a table allows (places, names) is the clue judge's to say.
  if (trimmed.split(/\s+/u).length > MAX_CLUE_WORDS) {
    return refuse('clue-not-one-word', `A clue is one word (a name at most ${MAX_CLUE_WORDS}).`).error;
  }
  if ([...trimmed].length > MAX_CLUE_LENGTH) {
    return refuse('clue-too-long', `A clue has at most ${MAX_CLUE_LENGTH} characters.`).error;
  }
  if (!Number.isInteger(number) || number < 0 || number > MAX_CLUE_NUMBER) {
    return refuse('clue-number-invalid', `The number is a whole number from 0 to ${MAX_CLUE_NUMBER}.`).error;
  }
  const clash = clashingWord(trimmed, visibleWords);
  if (clash) {
    return refuse('clue-matches-visible-word', `The clue is the visible word "${clash.text}".`, clash.text)
      .error;
  }
  return null;
}
