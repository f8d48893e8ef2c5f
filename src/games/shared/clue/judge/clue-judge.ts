import type { WordAnalyser, WordAnalysis } from './word-analysis.js';

/**
 * Why a clue may not be given while `word` is visible (the rulebooks' "clue legality"):
 * - `visible-word`: it is that word, inflected, typed without its accents, or in another reading
 *   (金 → かね);
 * - `part-of-visible-word`: it is a meaningful part of it (アイス with アイスクリーム);
 * - `contains-visible-word`: one of its own parts is that word (earring with ring);
 * - `shares-part`: both are compounds with a part in common (szemüveg with porszem);
 * - `shares-kanji`: Japanese, a kanji in common, whatever the reading (台風 with 風).
 */
export type ClueConflict = {
  kind: 'visible-word' | 'part-of-visible-word' | 'contains-visible-word' | 'shares-part' | 'shares-kanji';
  /** The visible word as on the board. */
  word: string;
  /** The part or kanji the two have in common (the word itself for `visible-word`). */
  part: string;
};

export interface BoardWord {
  readonly text: string;
  readonly readings: readonly string[];
}

function sharesAny(some: ReadonlySet<string>, others: ReadonlySet<string>): boolean {
  for (const one of some) if (others.has(one)) return true;
  return false;
}

function firstShared(forms: ReadonlySet<string>, parts: ReadonlyMap<string, string>): string | null {
  for (const form of forms) {
    const part = parts.get(form);
    if (part !== undefined) return part;
  }
  return null;
}

function conflictWith(clue: WordAnalysis, visible: WordAnalysis, word: string): ClueConflict | null {
  if (sharesAny(clue.forms, visible.forms)) return { kind: 'visible-word', word, part: word };
  if (clue.maybeMissingAccents && sharesAny(clue.accentless, visible.accentless)) {
    return { kind: 'visible-word', word, part: word };
  }
  if (clue.kana && sharesAny(clue.forms, visible.readings)) return { kind: 'visible-word', word, part: word };
  if (visible.kana && sharesAny(visible.forms, clue.readings))
    return { kind: 'visible-word', word, part: word };
  const partOfVisible =
    firstShared(clue.forms, visible.parts) ??
    (clue.kana ? firstShared(clue.forms, visible.partReadings) : null);
  if (partOfVisible !== null) return { kind: 'part-of-visible-word', word, part: partOfVisible };
  const containsVisible =
    firstShared(visible.forms, clue.parts) ??
    (visible.kana ? firstShared(visible.forms, clue.partReadings) : null);
  if (containsVisible !== null) return { kind: 'contains-visible-word', word, part: containsVisible };
  for (const [form, part] of clue.parts) {
    if (visible.parts.has(form)) return { kind: 'shares-part', word, part };
  }
  for (const kanji of clue.kanji)
    if (visible.kanji.has(kanji)) return { kind: 'shares-kanji', word, part: kanji };
  return null;
}

function firstConflict(
  analyser: WordAnalyser,
  clue: string,
  visibleWords: readonly BoardWord[],
): ClueConflict | null {
  const clueAnalysis = analyser.analyse(clue);
  for (const word of visibleWords) {
    const conflict = conflictWith(
      clueAnalysis,
      analyser.analyseBoardWord(word.text, word.readings),
      word.text,
    );
    if (conflict) return conflict;
  }
  return null;
}

/**
 * The first visible word the clue conflicts with, or null when the clue may be given. Where the
 * analyser cannot tell a part from a sound it reports no part, so the clue passes and the
 * partner may still flag it. A clue of several words (a place, or a name where the table allows
 * them) is judged whole and word by word: "New York" contains YORK.
 */
export function judgeClue(
  analyser: WordAnalyser,
  clue: string,
  visibleWords: readonly BoardWord[],
): ClueConflict | null {
  const whole = firstConflict(analyser, clue, visibleWords);
  if (whole) return whole;
  const words = clue.split(/\s+/u).filter((word) => word.length > 0);
  if (words.length < 2) return null;
  for (const word of words) {
    const conflict = firstConflict(analyser, word, visibleWords);
    if (!conflict) continue;
    return conflict.kind === 'visible-word' ? { ...conflict, kind: 'contains-visible-word' } : conflict;
  }
  return null;
}

/** A clue refused for having several words where the table allows only one (and no place name). */
export type ClueVerdict = ClueConflict | { kind: 'not-one-word' };

/**
 * Everything the rulebooks say about a clue's words, in order: one word (or a place, or a name
 * where the table allows names of several words), then no conflict with a visible word.
 */
export function clueVerdict(
  analyser: WordAnalyser,
  input: { clue: string; visibleWords: readonly BoardWord[]; multiWordNames: boolean },
): ClueVerdict | null {
  const clue = input.clue.trim().replace(/\s+/gu, ' ');
  if (analyser.isSeveralWords(clue) && !input.multiWordNames && !analyser.isPlaceName(clue)) {
    return { kind: 'not-one-word' };
  }
  return judgeClue(analyser, clue, input.visibleWords);
}
