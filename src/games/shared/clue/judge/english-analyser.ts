import type { Hunspell } from 'hunspell-wasm';
import { type Pronunciations, soundsLikeCompound } from './english-compounds.js';
import type { PlaceNames } from './place-names.js';
import { analysisOf, foldForClue, hasSpaces, type WordAnalyser } from './word-analysis.js';

/** English parts shorter than this (he, at, in) are too often a sound inside a longer word. */
const MIN_PART = 3;

export interface Lemmatizer {
  noun(word: string): string;
  verb(word: string): string;
  adjective(word: string): string;
}

/**
 * English by Hunspell (spelling, stems), a WordNet lemmatizer (wolves → wolf, mice → mouse) and
 * the CMU pronouncing dictionary, which tells a compound from a word that only contains another:
 * football is said foot + ball, carpet is not said car + pet.
 */
export function englishAnalyser(
  hunspell: Hunspell,
  lemmatizer: Lemmatizer,
  pronounce: Pronunciations,
  places: PlaceNames,
): WordAnalyser {
  const isWord = (word: string) =>
    word.length >= MIN_PART && hunspell.testSpelling(word) && pronounce(word).length > 0;

  /**
   * Every base form a typed word may be: a plural, a past tense, a comparative (mice, saw,
   * better). WordNet's rules are inflections only; Hunspell's stems would also strip derivations
   * (painter → paint) and prefixes (report → port).
   */
  function lemmas(word: string): string[] {
    return [lemmatizer.noun(word), lemmatizer.verb(word), lemmatizer.adjective(word)].map((lemma) =>
      lemma.toLowerCase(),
    );
  }

  /** A board word is a noun in its dictionary form: only a plural reads back (glasses → glass). */
  function nounForms(word: string): string[] {
    return [lemmatizer.noun(word).toLowerCase()];
  }

  /** A name is one unit (the rulebooks allow names): Moscow is not mos + cow. */
  const isName = (word: string) =>
    !hunspell.testSpelling(word) && hunspell.testSpelling(word.charAt(0).toUpperCase() + word.slice(1));

  function compoundParts(word: string): string[] {
    const wholes = pronounce(word);
    if (wholes.length === 0 || isName(word)) return [];
    for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
      const first = word.slice(0, cut);
      const last = word.slice(cut);
      if (!isWord(first) || !isWord(last)) continue;
      const said = wholes.some((whole) =>
        pronounce(first).some((a) => pronounce(last).some((b) => soundsLikeCompound(whole, a, b))),
      );
      if (said) return [first, last];
    }
    return [];
  }

  function analysed(text: string, formsOf: (word: string) => string[]) {
    const word = text.trim().toLowerCase().replace(/[’]/gu, "'");
    const forms = [word, ...formsOf(word)];
    const parts = [...new Set(forms)].flatMap(compoundParts);
    return analysisOf({
      forms,
      known: hunspell.testSpelling(word),
      parts: parts.flatMap((part) => [part, ...nounForms(part)]),
    });
  }

  return {
    isPlaceName: (text) => places.has(foldForClue(text)),
    isSeveralWords: hasSpaces,
    analyse: (text) => analysed(text, lemmas),
    analyseBoardWord: (text) => analysed(text, nounForms),
  };
}
