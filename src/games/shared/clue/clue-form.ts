import { normalizeForComparison } from '../../../platform/text/normalize.js';
import type { WordCard } from '../../words/word-card.js';
import { MAX_CLUE_LENGTH, MAX_CLUE_NUMBER, MAX_CLUE_WORDS } from './limits.js';

/** Why a clue's form is refused, before any language is consulted. */
export type ClueFormProblem =
  | { code: 'clue-empty'; message: string }
  | { code: 'clue-not-one-word'; message: string }
  | { code: 'clue-too-long'; message: string }
  | { code: 'clue-number-invalid'; message: string }
  | { code: 'clue-matches-visible-word'; message: string; word: string };

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

/** The clue's form, its number (0 to `maxNumber`), and that it is not a visible word as written. */
export function clueFormProblem(
  word: string,
  number: number,
  visibleWords: readonly WordCard[],
  maxNumber = MAX_CLUE_NUMBER,
): ClueFormProblem | null {
  const trimmed = word.trim();
  if (trimmed.length === 0) return { code: 'clue-empty', message: 'A clue needs a word.' };
  // Which clues of several words a table allows (places, names) is the clue judge's to say.
  if (trimmed.split(/\s+/u).length > MAX_CLUE_WORDS) {
    return { code: 'clue-not-one-word', message: `A clue is one word (a name at most ${MAX_CLUE_WORDS}).` };
  }
  if ([...trimmed].length > MAX_CLUE_LENGTH) {
    return { code: 'clue-too-long', message: `A clue has at most ${MAX_CLUE_LENGTH} characters.` };
  }
  if (!Number.isInteger(number) || number < 0 || number > maxNumber) {
    return { code: 'clue-number-invalid', message: `The number is a whole number from 0 to ${maxNumber}.` };
  }
  const clash = clashingWord(trimmed, visibleWords);
  return clash
    ? {
        code: 'clue-matches-visible-word',
        message: `The clue is the visible word "${clash.text}".`,
        word: clash.text,
      }
    : null;
}
