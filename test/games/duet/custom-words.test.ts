import { describe, expect, it } from 'vitest';
import { parseCustomWords } from '../../../src/games/duet/custom-words.js';

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
    expect(result).toEqual({ ok: false, reason: 'duplicates', duplicates: ['WORD1', 'ｗｏｒｄ2'] });
    expect(parseCustomWords([...words(25), 'リンゴ', 'りんご'].join(','))).toMatchObject({
      reason: 'duplicates',
    });
  });

  it('refuses a word too long for a button', () => {
    expect(parseCustomWords([...words(25), 'x'.repeat(25)].join(','))).toMatchObject({ reason: 'too-long' });
  });
});
