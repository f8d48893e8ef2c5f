import { describe, expect, it } from 'vitest';
import { wordList } from '../../../src/games/words/index.js';
import { type Language, languages } from '../../../src/platform/i18n/languages.js';
import { normalizeForComparison } from '../../../src/platform/text/normalize.js';

const MIN_ENTRIES = 800;
const MAX_LENGTH: Record<Language, number> = { en: 16, hu: 16, ja: 12 };
const HIRAGANA_ONLY = /^[\u3041-\u3096ー]+$/u;
const LONE_KANJI = /^\p{Script=Han}$/u;

/**
 * Lone kanji with a single reading in common use, so nothing to pair it with: on'yomi only
 * (銀 ぎん, 駅 えき), or a kun'yomi whose on'yomi is unused today (凧 たこ, 熊 くま). Every other
 * lone kanji lists its kun'yomi and on'yomi (犬 いぬ/けん).
 */
const SINGLE_READING_KANJI = new Set([
  ...['蝶', '塔', '駅', '銀', '鉄'],
  ...['凧', '滝', '虹', '皿', '箸', '鍋', '鎌', '姫', '膝', '貝', '枕', '嵐', '熊', '梨', '柿'],
  ...['栗', '狐', '狸', '鯉', '鶴', '鷹', '鳩', '斧', '釘', '鋏'],
]);

function codePoints(text: string): number {
  return [...text].length;
}

describe('word lists', () => {
  it('has a list for every language the bot speaks', () => {
    for (const language of languages)
      expect(wordList(language).length, language).toBeGreaterThanOrEqual(MIN_ENTRIES);
  });

  describe.each(languages)('%s', (language) => {
    const entries = wordList(language);

    it(`has at least ${MIN_ENTRIES} entries`, () => {
      expect(entries.length).toBeGreaterThanOrEqual(MIN_ENTRIES);
    });

    it('is parsed once and cached', () => {
      expect(wordList(language)).toBe(entries);
    });

    it('has no duplicates after normalisation', () => {
      const seen = new Map<string, string>();
      const duplicates: string[] = [];
      for (const { text } of entries) {
        const key = normalizeForComparison(text);
        const earlier = seen.get(key);
        if (earlier !== undefined) duplicates.push(`${earlier} / ${text}`);
        seen.set(key, text);
      }
      expect(duplicates).toEqual([]);
    });

    it('has only single, trimmed, non-empty words', () => {
      const bad = entries.filter(({ text }) => text.length === 0 || text !== text.trim() || /\s/u.test(text));
      expect(bad.map(({ text }) => text)).toEqual([]);
    });

    it(`keeps every word within ${MAX_LENGTH[language]} characters`, () => {
      const tooLong = entries.filter(({ text }) => codePoints(text) > MAX_LENGTH[language]);
      expect(tooLong.map(({ text }) => text)).toEqual([]);
    });

    if (language === 'ja') {
      it('gives every word at least one non-empty hiragana reading', () => {
        const bad = entries.filter(
          ({ readings }) =>
            readings.length === 0 ||
            readings.some((reading) => reading.length === 0 || !HIRAGANA_ONLY.test(reading)),
        );
        expect(bad.map(({ text }) => text)).toEqual([]);
      });

      it('lists no reading twice for the same word', () => {
        const repeated = entries.filter(({ readings }) => new Set(readings).size !== readings.length);
        expect(repeated.map(({ text }) => text)).toEqual([]);
      });

      it('gives every single-kanji word at least two readings (kun and on)', () => {
        const offenders = entries.filter(
          ({ text, readings }) =>
            LONE_KANJI.test(text) && readings.length < 2 && !SINGLE_READING_KANJI.has(text),
        );
        expect(offenders.map(({ text, readings }) => `${text} ${readings.join('/')}`)).toEqual([]);
      });

      it('names only single-reading kanji that are in the list with one reading', () => {
        const stale = [...SINGLE_READING_KANJI].filter(
          (kanji) => entries.find(({ text }) => text === kanji)?.readings.length !== 1,
        );
        expect(stale).toEqual([]);
      });
    } else {
      it('has no readings', () => {
        expect(entries.filter(({ readings }) => readings.length > 0)).toEqual([]);
      });
    }
  });
});
