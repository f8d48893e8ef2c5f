import { analysisOf, type WordAnalyser } from './word-analysis.js';

/** One dictionary entry for a surface form: part of speech and reading (katakana). */
export interface LexiconEntry {
  pos: string;
  detail: string;
  reading: string;
}

/** Exact-surface lookup in a Japanese dictionary (kuromoji's IPADIC). */
export type JapaneseLexicon = (surface: string) => readonly LexiconEntry[];

const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々]/u;
const KATAKANA_RUN = /[\u30a1-\u30faー]+/gu;
const HIRAGANA_RUN = /[\u3041-\u3096ー]+/gu;
/** A katakana part shorter than this (パン, リス) too often is only a sound in a longer loanword. */
const MIN_KATAKANA_PART = 3;
const MIN_KANA_IN_MIXED = 2;
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
export function japaneseAnalyser(lookup: JapaneseLexicon): WordAnalyser {
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
    analyse(text, readings = []) {
      const word = text.trim().normalize('NFKC');
      return analysisOf({
        forms: [word],
        readings: [...readings, ...readingsOf(word)],
        parts: kanaParts(word),
        partReadings: kanjiPartReadings(word),
        kanji: [...word].filter((char) => KANJI.test(char)),
      });
    },
  };
}
