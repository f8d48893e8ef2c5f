import { describe, expect, it } from 'vitest';
import { validateClue } from '../../../../src/games/duet/engine/index.js';

const visible = [
  { text: '金', readings: ['きん', 'かね'] },
  { text: '風', readings: ['かぜ', 'ふう'] },
  { text: 'クリスマス', readings: ['くりすます'] },
  { text: 'Firework', readings: [] },
  { text: 'pártfogó', readings: [] },
];

const clashWith = (clue: string) => validateClue(clue, 1, visible)?.word ?? null;

describe('clue validation', () => {
  it('refuses a clue equal to a visible word, whatever its case or width', () => {
    expect(clashWith('FIREWORK')).toBe('Firework');
    expect(clashWith('ＦＩＲＥＷＯＲＫ')).toBe('Firework');
    expect(clashWith('Pártfogó')).toBe('pártfogó');
  });

  it('refuses another listed reading of a visible kanji word (金 forbids かね and きん)', () => {
    expect(clashWith('かね')).toBe('金');
    expect(clashWith('キン')).toBe('金');
  });

  it('leaves parts, inflections and shared kanji to the clue judge: the engine stays language-free', () => {
    expect(clashWith('fireworks')).toBeNull();
    expect(clashWith('fire')).toBeNull();
    expect(clashWith('台風')).toBeNull();
  });

  it('treats hiragana and katakana as the same word', () => {
    expect(clashWith('くりすます')).toBe('クリスマス');
  });

  it('accepts a mere sound-alike (アイスクリーム does not forbid クリスマス)', () => {
    expect(validateClue('アイスクリーム', 2, visible)).toBeNull();
  });

  it('accepts number 0 and refuses negative, fractional or huge numbers', () => {
    expect(validateClue('ocean', 0, visible)).toBeNull();
    for (const number of [-1, 1.5, 26, Number.NaN]) {
      expect(validateClue('ocean', number, visible)?.code).toBe('clue-number-invalid');
    }
  });

  it('refuses an empty clue and more words than any name has; which names may be several words is the judge’s', () => {
    expect(validateClue('  ', 1, visible)?.code).toBe('clue-empty');
    expect(validateClue('one two three four five six seven', 1, visible)?.code).toBe('clue-not-one-word');
    expect(validateClue('Rio de Janeiro', 1, visible)).toBeNull();
  });
});
