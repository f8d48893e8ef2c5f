import { describe, expect, it } from 'vitest';
import { drawBoardWords, isNested } from '../../../src/games/words/board-draw.js';
import { wordList } from '../../../src/games/words/index.js';
import { languages } from '../../../src/platform/i18n/languages.js';
import { SeededRandom } from '../../../src/platform/random/seeded-random.js';

const BOARD = 25;

function nestedPairs(words: readonly { text: string }[]): string[] {
  const pairs: string[] = [];
  for (const [i, a] of words.entries()) {
    for (const b of words.slice(i + 1)) if (isNested(a.text, b.text)) pairs.push(`${a.text} / ${b.text}`);
  }
  return pairs;
}

describe('drawing a board', () => {
  it.each(languages)('never puts two nested %s words on one board (1,000 boards)', (language) => {
    const list = wordList(language);
    expect(nestedPairs(list).length, 'the list itself has nested pairs to avoid').toBeGreaterThan(0);
    for (let game = 0; game < 1000; game++) {
      const board = drawBoardWords(SeededRandom.fromSeed(`${language}-${game}`), list, BOARD);
      expect(new Set(board).size).toBe(BOARD);
      expect(nestedPairs(board), `board ${game}`).toEqual([]);
    }
  });

  it('compares words as players read them: case, width and kana do not hide a pair', () => {
    expect(isNested('Ant', 'elephant')).toBe(true);
    expect(isNested('ねこ', '招きネコ')).toBe(true);
    expect(isNested('ＡＰＰＬＥ', 'pineapple')).toBe(true);
    expect(isNested('tiger', 'lion')).toBe(false);
  });

  it('still fills a board from a short list that cannot avoid every pair', () => {
    const words = Array.from({ length: 24 }, (_, i) => ({ text: `word${String.fromCharCode(97 + i)}` }));
    const pool = [...words, { text: 'wordaa' }];
    const board = drawBoardWords(SeededRandom.fromSeed('short'), pool, BOARD);
    expect(new Set(board.map((word) => word.text)).size).toBe(BOARD);
  });

  it('is the same board for the same seed', () => {
    const list = wordList('en');
    const first = drawBoardWords(SeededRandom.fromSeed('same'), list, BOARD);
    expect(drawBoardWords(SeededRandom.fromSeed('same'), list, BOARD)).toEqual(first);
  });
});
