import { normalizeForComparison } from '../../../platform/text/normalize.js';
import { MAX_CLUE_LENGTH, MAX_CLUE_NUMBER } from '../../shared/clue/limits.js';
import { type RuleError, refuse } from './rule-error.js';
import type { WordCard } from './types.js';

/** Readings shorter than this are too common as sounds inside other words to forbid containment. */
const MIN_READING_FOR_CONTAINMENT = 2;

function clashes(clue: string, form: string, minContained: number): boolean {
  if (clue === form) return true;
  if (form.length >= minContained && clue.includes(form)) return true;
  return clue.length >= minContained && form.includes(clue);
}

/**
 * The visible word a clue collides with: equal to it, containing it, or contained in it,
 * comparing normalised text and, for Japanese, every kana reading (金 forbids かね and きん).
 */
export function clashingWord(clue: string, visibleWords: readonly WordCard[]): WordCard | null {
  const normalisedClue = normalizeForComparison(clue);
  for (const word of visibleWords) {
    if (clashes(normalisedClue, normalizeForComparison(word.text), 1)) return word;
    const readingClash = word.readings.some((reading) =>
      clashes(normalisedClue, normalizeForComparison(reading), MIN_READING_FOR_CONTAINMENT),
    );
    if (readingClash) return word;
  }
  return null;
}

/** Checks what a machine can check about a clue; semantic cases are left to the flag move. */
export function validateClue(
  word: string,
  number: number,
  visibleWords: readonly WordCard[],
): RuleError | null {
  const trimmed = word.trim();
  if (trimmed.length === 0) return refuse('clue-empty', 'A clue needs a word.').error;
  if (/\s/u.test(trimmed)) return refuse('clue-not-one-word', 'A clue is one word, without spaces.').error;
  if ([...trimmed].length > MAX_CLUE_LENGTH) {
    return refuse('clue-too-long', `A clue has at most ${MAX_CLUE_LENGTH} characters.`).error;
  }
  if (!Number.isInteger(number) || number < 0 || number > MAX_CLUE_NUMBER) {
    return refuse('clue-number-invalid', `The number is a whole number from 0 to ${MAX_CLUE_NUMBER}.`).error;
  }
  const clash = clashingWord(trimmed, visibleWords);
  if (clash) {
    return refuse(
      'clue-matches-visible-word',
      `The clue is, contains or is part of the visible word "${clash.text}".`,
      clash.text,
    ).error;
  }
  return null;
}
