import { describe, expect, it } from 'vitest';
import { customWordPool, parseCustomWords } from '../../../src/games/words/custom-words.js';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`);

describe('custom word lists', () => {
  it('accepts 25 or more words separated by commas, Japanese commas or new lines', () => {
    const raw = `${words(10).join(', ')}、${words(20).slice(10).join('，')}\n${words(30).slice(20).join(',')}`;
    const result = parseCustomWords(raw);
    expect(result).toEqual({ ok: true, words: words(30) });
  });

  it('refuses fewer than 25 words, with the count', () => {
    expect(parseCustomWords(words(24).join(','))).toEqual({ ok: false, reason: 'too-few', count: 24 });
  });

  it('refuses duplicates after normalisation (case, width, kana)', () => {
    const result = parseCustomWords([...words(25), 'WORD1', 'ｗｏｒｄ2'].join(','));
    expect(result).toEqual({ ok: false, reason: 'duplicates', duplicates: ['WORD1', 'word2'] });
    expect(parseCustomWords([...words(25), 'リンゴ', 'りんご'].join(','))).toMatchObject({
      reason: 'duplicates',
    });
  });

  it('cleans invisible characters, so a word cannot hide inside another as a twin button', () => {
    expect(parseCustomWords([...words(25), 'ac\u200born', 'acorn'].join(','))).toEqual({
      ok: false,
      reason: 'duplicates',
      duplicates: ['acorn'],
    });
    const cleaned = parseCustomWords([...words(24), '\u200b', 'tree\u202e'].join(','));
    expect(cleaned.ok && cleaned.words.at(-1)).toBe('tree');
    expect(cleaned.ok && cleaned.words.length).toBe(25);
  });

  it('refuses a word mixing scripts, and two words that look the same in two scripts', () => {
    expect(parseCustomWords([...words(25), '\u0430pple'].join(','))).toMatchObject({ reason: 'characters' });
    expect(parseCustomWords([...words(25), 'pop', '\u0440\u043e\u0440'].join(','))).toMatchObject({
      reason: 'duplicates',
    });
  });

  it('refuses markdown, mentions and links as card words', () => {
    for (const bad of ['||spoiler||', '[x](https://evil.example)', '@everyone', '**bold**']) {
      expect(parseCustomWords([...words(25), bad].join(',')), bad).toEqual({
        ok: false,
        reason: 'characters',
        word: bad,
      });
    }
  });

  it('refuses a word too long for a button', () => {
    expect(parseCustomWords([...words(25), 'x'.repeat(25)].join(','))).toMatchObject({ reason: 'too-long' });
  });
});

describe("a table's own words as cards", () => {
  it('keeps a pack entry’s Japanese reading, so clues are checked against it too', () => {
    expect(customWordPool(['猫|ねこ', 'apple'])).toEqual([
      { text: '猫', readings: ['ねこ'] },
      { text: 'apple', readings: [] },
    ]);
  });
});
