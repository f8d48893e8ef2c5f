import { cleanText, isWordText, lookAlike, lookAlikeKey } from '../../platform/text/clean-text.js';
import { normalizeForComparison } from '../../platform/text/normalize.js';
import { BOARD_SIZE, cardOf, type WordCard } from './word-card.js';

export const MAX_CUSTOM_WORD_LENGTH = 24;

export type CustomWordsResult =
  | { ok: true; words: string[] }
  | { ok: false; reason: 'too-few'; count: number }
  | { ok: false; reason: 'duplicates'; duplicates: string[] }
  | { ok: false; reason: 'too-long'; word: string }
  | { ok: false; reason: 'characters'; word: string };

/**
 * A comma-separated list as typed in Discord (ASCII, Japanese or full-width commas, or new lines),
 * each word cleaned (no invisible characters, so `ac\u200born` is `acorn`) and made of letters.
 */
export function parseCustomWords(raw: string): CustomWordsResult {
  const words = raw
    .split(/[,、，\n]/u)
    .map(cleanText)
    .filter((word) => word.length > 0);
  const unfit = words.find((word) => !isWordText(word));
  if (unfit) return { ok: false, reason: 'characters', word: unfit };
  const tooLong = words.find((word) => [...word].length > MAX_CUSTOM_WORD_LENGTH);
  if (tooLong) return { ok: false, reason: 'too-long', word: tooLong };
  const seen = new Map<string, string>();
  const looks = new Map<string, string>();
  const duplicates: string[] = [];
  for (const word of words) {
    const key = normalizeForComparison(word);
    const twin = looks.get(lookAlikeKey(word));
    // The same word in another case or width, or another script's look-alike (рор and pop).
    if (seen.has(key) || (twin !== undefined && lookAlike(twin, word))) duplicates.push(word);
    else {
      seen.set(key, word);
      looks.set(lookAlikeKey(word), word);
    }
  }
  if (duplicates.length > 0) return { ok: false, reason: 'duplicates', duplicates };
  if (words.length < BOARD_SIZE) return { ok: false, reason: 'too-few', count: words.length };
  return { ok: true, words };
}

/** A table's own words as cards: pasted words, or a pack's entries with their readings. */
export function customWordPool(words: readonly string[]): WordCard[] {
  return words.map(cardOf);
}
