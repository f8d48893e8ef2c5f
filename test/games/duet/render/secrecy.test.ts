import { describe, expect, it } from 'vitest';
import {
  createGame,
  type DuetMove,
  type DuetState,
  publicView,
  type Side,
  standardOptions,
} from '../../../../src/games/duet/engine/index.js';
import { boardAltText, renderBoardImage } from '../../../../src/games/duet/render/index.js';
import { wordList } from '../../../../src/games/words/index.js';
import { keyCardWith, type Pair } from '../engine/fixtures.js';
import { play } from '../engine/play.js';

const words = wordList('en').slice(0, 25);

/** Cells 0..2 play the same for both key cards; cell 3 and the rest of the card differ. */
function game(cell3: Pair): DuetState {
  const keyCard = keyCardWith({ 0: 'GN', 1: 'NN', 2: 'NG', 3: cell3 });
  return createGame({ seed: 'secrecy', words, keyCard, options: standardOptions() });
}

const moves: [Side, DuetMove][] = [
  ['A', { type: 'giveClue', word: 'quasar', number: 1 }],
  ['B', { type: 'guess', cell: 0 }],
  ['B', { type: 'guess', cell: 1 }],
  ['B', { type: 'giveClue', word: 'nebula', number: 1 }],
  ['A', { type: 'guess', cell: 1 }],
  ['A', { type: 'giveClue', word: 'comet', number: 2 }],
];

describe('board image secrecy', () => {
  const [first, second] = (['KK', 'GG'] as const).map((pair) =>
    moves.reduce((state, [side, move]) => play(state, side, move), game(pair)),
  ) as [DuetState, DuetState];

  it('uses two games whose key cards differ but whose public state is the same', () => {
    expect(first.keyCard).not.toEqual(second.keyCard);
    expect(publicView(first)).toEqual(publicView(second));
    expect(publicView(first).cells[1]?.missedBy).toEqual(['B', 'A']);
  });

  it('draws the same pixels for both, so nothing of the key reaches the image', () => {
    const images = [first, second].map((state) => renderBoardImage(publicView(state), 'en'));
    expect(images[0]?.equals(images[1] as Buffer)).toBe(true);
  });

  it('describes both in the same words', () => {
    expect(boardAltText(publicView(first), 'en')).toBe(boardAltText(publicView(second), 'en'));
  });
});
