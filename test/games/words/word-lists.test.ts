import { describe, expect, it } from 'vitest';
import { wordList } from '../../../src/games/words/index.js';
import { type Language, languages } from '../../../src/platform/i18n/languages.js';
import { normalizeForComparison } from '../../../src/platform/text/normalize.js';

const MIN_ENTRIES = 400;
const MAX_LENGTH: Record<Language, number> = { en: 16, hu: 16, ja: 12 };
const HIRAGANA_ONLY = /^[\u3041-\u3096ー]+$/u;

function codePoints(text: string): number {
  return [...text].length;
}

describe('word lists', () => {
  it('has a list for every language the bot speaks', () => {
    for (const language of languages) expect(wordList(language).length, language).toBeGreaterThanOrEqual(400);
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
    } else {
      it('has no readings', () => {
        expect(entries.filter(({ readings }) => readings.length > 0)).toEqual([]);
      });
    }
  });
});
