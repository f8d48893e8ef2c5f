import { describe, expect, it } from 'vitest';
import { agentsCovered, tokensInBank } from '../../../../src/games/duet/engine/index.js';
import { gameWith, type Pair } from './fixtures.js';
import { clue, guess, play, stop } from './play.js';

/** The rulebooks' play example, cast onto the same cells in each language. You are side A. */
interface Example {
  language: string;
  words: string[];
  clues: [string, string, string];
}

const CELLS: Pair[] = ['GN', 'NG', 'GG', 'GN', 'GN', 'GN', 'GN', 'KN', 'NG'];
const [FARM, RUSSIA, NAPOLEON, DOLL, LUNCH, VIKING, ANT] = [0, 1, 2, 3, 4, 5, 6];

const examples: Example[] = [
  {
    language: 'Japanese rulebook',
    words: ['農園', 'ロシア', 'ナポレオン', '人形', 'ランチ', 'バイキング', 'アリ', 'レモネード', 'ライフル'],
    clues: ['サラダ', 'ワーテルロー', 'ミニチュア'],
  },
  {
    language: 'Hungarian rulebook',
    words: ['NÍLUS', 'PARIPA', 'PÁRIZS', 'TULIPÁN', 'CSERÉP', 'SÖVÉNY', 'CSODA', 'BÁSTYA', 'EZRED'],
    clues: ['ókor', 'Napoleon', 'növény'],
  },
];

describe.each(examples)('the $language play example', ({ words, clues }) => {
  it('replays move by move to "6 turns left"', () => {
    let state = gameWith(Object.fromEntries(CELLS.map((pair, i) => [i, pair])), undefined, words);

    state = play(state, 'A', clue(clues[0], 3));
    state = play(state, 'B', guess(FARM));
    expect(state.cells[FARM]?.agent).toEqual({ judgedBy: 'A' });
    state = play(state, 'B', guess(RUSSIA));
    expect(state.cells[RUSSIA]?.missedBy).toEqual(['B']);
    expect(tokensInBank(state.bank)).toBe(8);
    expect(state.phase).toEqual({ kind: 'awaiting-clue', clueGiver: 'B' });

    state = play(state, 'B', clue(clues[1], 2));
    state = play(state, 'A', guess(NAPOLEON));
    state = play(state, 'A', guess(RUSSIA));
    expect(state.cells[RUSSIA]).toEqual({ agent: { judgedBy: 'B' }, missedBy: ['B'] });
    state = play(state, 'A', stop);
    expect(state.checkTokens).toEqual({ A: 1, B: 0 });

    state = play(state, 'A', clue(clues[2], 2));
    for (const cell of [DOLL, LUNCH, VIKING, ANT]) state = play(state, 'B', guess(cell));
    state = play(state, 'B', stop);

    expect(tokensInBank(state.bank)).toBe(6);
    expect(state.checkTokens).toEqual({ A: 1, B: 1 });
    expect(agentsCovered(state)).toBe(7);
    expect(state.clues.map((c) => [c.giver, c.word, c.number])).toEqual([
      ['A', clues[0], 3],
      ['B', clues[1], 2],
      ['A', clues[2], 2],
    ]);
    expect(state.phase).toEqual({ kind: 'awaiting-clue', clueGiver: 'B' });
  });
});
