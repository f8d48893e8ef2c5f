import { cleanText, isWordText } from '../../../platform/text/clean-text.js';

export type ClueText = { ok: true; word: string } | { ok: false; code: 'clue-empty' | 'clue-characters' };

/**
 * A clue as typed in the modal or `/clue`, cleaned (no invisible characters, one space between
 * words) and made only of what a clue may be written with: a zero-width space is no clue, and
 * markdown, mentions or links never reach the board.
 */
export function readClueText(raw: string): ClueText {
  const word = cleanText(raw);
  if (word.length === 0) return { ok: false, code: 'clue-empty' };
  return isWordText(word) ? { ok: true, word } : { ok: false, code: 'clue-characters' };
}
