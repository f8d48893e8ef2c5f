import { cleanText, isWordText } from '../../../platform/text/clean-text.js';
import { normalizeForComparison } from '../../../platform/text/normalize.js';
import { type CustomWordsResult, parseCustomWords } from '../custom-words.js';
import { BOARD_SIZE, cardOf, entryOf, READING_BAR, type WordCard } from '../word-card.js';

export { cardOf, entryOf };

export const MIN_PACK_WORDS = BOARD_SIZE;
export const MAX_PACK_WORDS = 2000;
/** Discord's longest string option: words typed for one game, or for a pack (a longer one comes as a file). */
export const MAX_TYPED_ENTRIES_LENGTH = 6000;

/** Between a Japanese word and its reading: `金|かね`. */
/** What separates typed words, as for a game's own list: commas of every width, or new lines. */
const ENTRY_SEPARATORS = /[,、，\n]/u;
const HIRAGANA = /^[\u3041-\u3096ー]+$/u;
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export type PackEntriesResult =
  | { ok: true; words: WordCard[] }
  | Exclude<CustomWordsResult, { ok: true }>
  | { ok: false; reason: 'too-many'; count: number }
  /** A reading that is not hiragana, on a word that is not Japanese, or more than one. */
  | { ok: false; reason: 'reading'; entry: string }
  /** Two entries a clue could not tell apart: a reading that is another entry or its reading. */
  | { ok: false; reason: 'reading-clash'; first: string; second: string };

/** A pack's entries as typed or read from a file, one string each: `word` or `word|reading`. */
export function splitEntries(raw: string): string[] {
  return raw.split(ENTRY_SEPARATORS);
}

function readingProblem(entry: string): boolean {
  const parts = entry.split(READING_BAR).map(cleanText);
  if (parts.length === 1) return false;
  const [text = '', reading = ''] = parts;
  return parts.length > 2 || !HIRAGANA.test(reading) || !JAPANESE.test(text);
}

/**
 * The clue checker's own test of a clue against a visible word (letter for letter once width,
 * case and kana are folded, or one of its readings), applied between entries: a reading may not
 * be another entry, nor another entry's reading, or one clue would name two cards.
 */
function readingClash(words: readonly WordCard[]): { first: string; second: string } | null {
  const owners = new Map<string, WordCard>();
  for (const word of words) owners.set(normalizeForComparison(word.text), word);
  for (const word of words) {
    for (const reading of word.readings) {
      const key = normalizeForComparison(reading);
      const other = owners.get(key);
      if (other && other !== word) return { first: other.text, second: word.text };
      owners.set(key, word);
    }
  }
  return null;
}

/**
 * A pack's words checked as a game's own list is (letters, length, duplicates in any case, width
 * or look-alike script, at least a board's worth), and at most 2,000, with readings that fit.
 */
export function parsePackEntries(entries: readonly string[]): PackEntriesResult {
  const typed = entries.map(cleanText).filter((entry) => entry.length > 0);
  if (typed.length > MAX_PACK_WORDS) return { ok: false, reason: 'too-many', count: typed.length };
  const badReading = typed.find(readingProblem);
  if (badReading !== undefined) return { ok: false, reason: 'reading', entry: badReading };
  const cards = typed.map((entry) => {
    const card = cardOf(entry);
    return { text: cleanText(card.text), readings: card.readings.map(cleanText) };
  });
  // Checked here too, so that a file's entry holding a comma is refused, not split in two.
  const unfit = cards.find((card) => !isWordText(card.text));
  if (unfit) return { ok: false, reason: 'characters', word: unfit.text };
  const checked = parseCustomWords(cards.map((card) => card.text).join('\n'));
  if (!checked.ok) return checked;
  const clash = readingClash(cards);
  if (clash) return { ok: false, reason: 'reading-clash', ...clash };
  return { ok: true, words: cards };
}
