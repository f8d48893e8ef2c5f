import { describe, expect, it } from 'vitest';
import { cleanText, isNameText, isWordText, lookAlike } from '../../src/platform/text/clean-text.js';

describe('text hygiene', () => {
  it('drops zero-width and bidi controls, so a word cannot hide inside another', () => {
    expect(cleanText('ac\u200born')).toBe('acorn');
    expect(cleanText('\u200b')).toBe('');
    expect(cleanText('\ufeffocean\u202e')).toBe('ocean');
    expect(cleanText('tree\u2066\u2069')).toBe('tree');
  });

  it('folds width and compatibility forms, collapses spaces and control characters', () => {
    expect(cleanText('ＯＣＥＡＮ')).toBe('OCEAN');
    expect(cleanText('  Rio \t de\nJaneiro  ')).toBe('Rio de Janeiro');
    expect(cleanText('a\u0000b')).toBe('a b');
    expect(cleanText('ｶﾞｲｼﾞﾝ')).toBe('ガイジン');
  });

  it('takes letters and digits in any script as word text, with a hyphen, apostrophe or dot inside', () => {
    for (const word of [
      'ocean',
      'szemüveg',
      'アイスクリーム',
      '金',
      "rock'n'roll",
      'Jean-Luc',
      'St.',
      'C',
      '8',
      'ボスニア・ヘルツェゴビナ',
    ]) {
      expect(isWordText(word), word).toBe(true);
    }
  });

  it('refuses markdown, mentions and links as word text', () => {
    for (const text of [
      '**bold**',
      '||spoiler||',
      '[x](https://evil.example)',
      'https://evil.example',
      '@everyone',
      '<@123>',
      '`code`',
      '# title',
      '-dash',
      '',
    ]) {
      expect(isWordText(text), text).toBe(false);
    }
  });

  it('lets names have & ! ? and emoji, but no markdown', () => {
    expect(isNameText('Night Owls 🦉')).toBe(true);
    expect(isNameText('Tom & Jerry!')).toBe(true);
    expect(isNameText('**Owls**')).toBe(false);
    expect(isNameText('[x](https://evil.example)')).toBe(false);
    expect(isNameText('!!!')).toBe(false);
  });

  it('keeps each word to one writing system, as Unicode\u2019s highly restrictive profile does', () => {
    expect(isWordText('\u0430pple')).toBe(false);
    expect(isWordText('Tシャツ')).toBe(true);
    expect(isWordText('яблоко')).toBe(true);
  });

  it('tells look-alike words of two scripts, but not accented words of one', () => {
    expect(lookAlike('\u0440\u043e\u0440', 'pop')).toBe(true);
    expect(lookAlike('bor', 'bőr')).toBe(false);
    expect(lookAlike('pop', 'pup')).toBe(false);
  });
});
