import { normalizeForComparison } from '../../../../platform/text/normalize.js';

/** What a language knows about one word, in folded forms (see `foldForClue`). */
export interface WordAnalysis {
  /** Every written form naming this same word: as written, its stems (szemek → szem). */
  readonly forms: ReadonlySet<string>;
  /** The forms with Latin accents dropped, met only by a clue that is no word as typed. */
  readonly accentless: ReadonlySet<string>;
  /**
   * Typed with no accents and no word of its own in the dictionary, so it may be a visible word
   * typed without them (szemuveg); bor, which the dictionary knows, is not bőr.
   */
  readonly maybeMissingAccents: boolean;
  /** Japanese: every reading of it (金 → きん, かね), met only by a word written in kana. */
  readonly readings: ReadonlySet<string>;
  /** Written in kana only, so it is a sound that may be any word with that reading. */
  readonly kana: boolean;
  /**
   * The meaningful parts of a compound (アイス and クリーム in アイスクリーム, por and szem in
   * porszem), each folded form mapped to the part as shown to players. Empty when the analyser
   * cannot be sure the word is a compound: a sound inside a word is not a part.
   */
  readonly parts: ReadonlyMap<string, string>;
  /** Japanese: the readings of its kanji parts (ねこ for 猫 in 招き猫), met only by a word in kana. */
  readonly partReadings: ReadonlyMap<string, string>;
  /** The kanji a Japanese word is written with; empty for other languages. */
  readonly kanji: ReadonlySet<string>;
}

/** One language's analysis of words, backed by that language's dictionaries. */
export interface WordAnalyser {
  /** A clue as typed. */
  analyse(text: string): WordAnalysis;
  /**
   * A word on the board, in its dictionary form, with its listed readings. Only its own forms
   * count: GROUND is not read as a form of grind, nor ROSE of rise.
   */
  analyseBoardWord(text: string, readings: readonly string[]): WordAnalysis;
  /** A place name, the one kind of name that may be several words in every game. */
  isPlaceName(text: string): boolean;
  /** Several words rather than one: spaces, or in Japanese a phrase joined by particles (アナと雪の女王). */
  isSeveralWords(text: string): boolean;
}

export const hasSpaces = (text: string) => /\s/u.test(text.trim());

const LATIN_DIACRITICS = /[\u0300-\u036f]/gu;

/** The form clue and board words are compared in: `normalizeForComparison` (width, case, kana). */
export function foldForClue(text: string): string {
  return normalizeForComparison(text);
}

/** Latin accents dropped (szemuveg for szemüveg); Japanese voicing marks are not Latin and stay. */
function withoutAccents(folded: string): string {
  return folded.normalize('NFD').replace(LATIN_DIACRITICS, '').normalize('NFC');
}

/** Builds an analysis from raw forms and parts, folding each and dropping empty ones. */
const KANA_ONLY = /^[\u3041-\u3096ー]+$/u;

function foldedSet(texts: Iterable<string>): Set<string> {
  const folded = new Set<string>();
  for (const text of texts) {
    const form = foldForClue(text);
    if (form.length > 0) folded.add(form);
  }
  return folded;
}

export function analysisOf(input: {
  forms: Iterable<string>;
  known?: boolean;
  readings?: Iterable<string>;
  parts?: Iterable<string>;
  partReadings?: Iterable<readonly [reading: string, part: string]>;
  kanji?: Iterable<string>;
}): WordAnalysis {
  const forms = foldedSet(input.forms);
  const [written = ''] = forms;
  const parts = new Map<string, string>();
  for (const part of input.parts ?? []) {
    const folded = foldForClue(part);
    if (folded.length > 0 && !forms.has(folded) && !parts.has(folded)) parts.set(folded, part);
  }
  return {
    forms,
    accentless: new Set([...forms].map(withoutAccents)),
    maybeMissingAccents: input.known === false && written === withoutAccents(written),
    readings: foldedSet(input.readings ?? []),
    kana: KANA_ONLY.test(written),
    parts,
    partReadings: new Map(
      [...(input.partReadings ?? [])].map(([reading, part]) => [foldForClue(reading), part]),
    ),
    kanji: new Set(input.kanji ?? []),
  };
}

/**
 * Whether a stem is the word with an ending taken off (ears → ear, kutyák → kutya), not with a
 * prefix taken off: Hunspell also strips prefixes (report → port), which makes another word.
 */
export function isEndingStem(word: string, stem: string): boolean {
  return stem.length > 0 && word.startsWith(stem.slice(0, Math.max(1, stem.length - 1)));
}
