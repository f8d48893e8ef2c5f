import type { PlaceNames } from './place-names.js';
import { analysisOf, foldForClue, hasSpaces, type WordAnalyser } from './word-analysis.js';

/** One dictionary entry for a surface form: part of speech and reading (katakana). */
export interface LexiconEntry {
  pos: string;
  detail: string;
  /** A proper noun naming a place (IPADIC's 地域). */
  region: boolean;
  reading: string;
}

/** kuromoji's IPADIC: entries by exact surface, and the parts of speech of a phrase's tokens. */
export interface JapaneseLexicon {
  lookup(surface: string): readonly LexiconEntry[];
  partsOfSpeech(text: string): readonly string[];
}

/** Particles and auxiliaries join words into a phrase: と and の in アナと雪の女王. */
const JOINING = new Set(['助詞', '助動詞']);

const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々]/u;
const KATAKANA_RUN = /[\u30a1-\u30faー]+/gu;
const HIRAGANA_RUN = /[\u3041-\u3096ー]+/gu;
/** A katakana part shorter than this (パン, リス) too often is only a sound in a longer loanword. */
const MIN_KATAKANA_PART = 3;
const MIN_KANA_IN_MIXED = 2;
/** A one-kana reading (鹿 か, 池 ち) names too many words to say which one a kana clue means. */
const MIN_READING = 2;
const KANJI_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々]+/gu;

/** Common nouns only: a name (クリス) or a verbal noun (オン) inside a loanword is a sound, not a part. */
function isCommonNoun(entry: LexiconEntry): boolean {
  return entry.pos === '名詞' && entry.detail === '一般';
}

/**
 * Japanese by kuromoji's dictionary: a visible word's other readings are that word (金 → かね,
 * きん); a loanword splits only where both halves are common nouns (アイス|クリーム, while
 * イギ|リス and クリス|マス do not split); a kana word written inside a longer one (クリーム in
 * 生クリーム, たこ in たこ焼き) is a part; kanji are compared one by one.
 */
export function japaneseAnalyser(lexicon: JapaneseLexicon, places: PlaceNames): WordAnalyser {
  const { lookup } = lexicon;
  const isNoun = (surface: string) => lookup(surface).some(isCommonNoun);

  function readingsOf(surface: string): string[] {
    return lookup(surface)
      .filter((entry) => entry.pos === '名詞' && entry.detail !== '固有名詞')
      .map((entry) => entry.reading);
  }

  function splitLoanword(run: string): string[] {
    for (let cut = MIN_KATAKANA_PART; cut <= run.length - MIN_KATAKANA_PART; cut++) {
      const first = run.slice(0, cut);
      const last = run.slice(cut);
      if (isNoun(first) && isNoun(last)) return [first, last];
    }
    return [];
  }

  /**
   * A kana word written inside a longer one of mixed script (パン in パン粉, たこ in たこ焼き):
   * the change of script marks the seam, so two kana are enough.
   */
  function kanaParts(word: string): string[] {
    const parts: string[] = [];
    for (const [run] of word.matchAll(KATAKANA_RUN)) {
      if (run !== word && run.length >= MIN_KANA_IN_MIXED && isNoun(run)) parts.push(run);
      parts.push(...splitLoanword(run));
    }
    for (const [run] of word.matchAll(HIRAGANA_RUN)) {
      if (run !== word && run.length >= MIN_KANA_IN_MIXED && isNoun(run)) parts.push(run);
    }
    return parts;
  }

  /** The readings of the kanji runs of a longer word that are nouns themselves (猫 → ねこ in 招き猫). */
  function kanjiPartReadings(word: string): [string, string][] {
    const found: [string, string][] = [];
    for (const [run] of word.matchAll(KANJI_RUN)) {
      if (run === word) continue;
      for (const entry of lookup(run)) if (isCommonNoun(entry)) found.push([entry.reading, run]);
    }
    return found;
  }

  return {
    isPlaceName(text) {
      const words = text.normalize('NFKC').trim().split(/\s+/u);
      const isRegion = (entry: LexiconEntry) => entry.detail === '固有名詞' && entry.region;
      const written = [words.join(''), words.join('・')];
      return places.has(foldForClue(text)) || written.some((form) => lookup(form).some(isRegion));
    },
    isSeveralWords(text) {
      if (hasSpaces(text)) return true;
      const word = text.trim().normalize('NFKC');
      if (lookup(word).length > 0) return false;
      return lexicon.partsOfSpeech(word).some((pos) => JOINING.has(pos));
    },
    analyse(text) {
      return analyseWord(text, []);
    },
    analyseBoardWord: (text, readings) => analyseWord(text, readings),
  };

  function analyseWord(text: string, readings: readonly string[]) {
    const word = text.trim().normalize('NFKC');
    return analysisOf({
      forms: [word],
      readings: [...readings, ...readingsOf(word)].filter((reading) => [...reading].length >= MIN_READING),
      parts: kanaParts(word),
      partReadings: kanjiPartReadings(word),
      kanji: [...word].filter((char) => KANJI.test(char)),
    });
  }
}
