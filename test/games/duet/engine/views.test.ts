import { describe, expect, it } from 'vitest';
import {
  applyMove,
  newGame,
  playerView,
  publicView,
  replay,
  standardOptions,
} from '../../../../src/games/duet/engine/index.js';
import type { DuetMove, Side } from '../../../../src/games/duet/engine/types.js';

const wordPool = Array.from({ length: 60 }, (_, i) => ({ text: `word${i}`, readings: [] }));
const fresh = () => newGame({ seed: 'view-seed', wordPool, options: standardOptions() });

describe('views', () => {
  it('the public view carries no key colour while the game runs', () => {
    const view = publicView(fresh());
    expect(view.reveal).toBeNull();
    const text = JSON.stringify(view);
    // A key colour would appear as a string value, e.g. "assassin" not followed by a colon.
    expect(text).not.toMatch(/"(agent|assassin|bystander)"(?!:)/);
    expect(Object.keys(view)).not.toContain('keyCard');
  });

  it("a player's view holds their own side and never the partner's", () => {
    const state = fresh();
    const view = playerView(state, 'A');
    expect(view.key).toEqual(state.keyCard.A);
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(state.keyCard.B));
  });

  it('reveals both sides once the game is over', () => {
    const over = applyMove(fresh(), 'A', { type: 'resign' });
    if (!over.ok) throw new Error('resign refused');
    expect(publicView(over.state).reveal).toEqual(over.state.keyCard);
  });
});

describe('seeded games', () => {
  it('draws 25 distinct words from the pool', () => {
    const texts = fresh().words.map((w) => w.text);
    expect(new Set(texts).size).toBe(25);
  });

  it('replays from the seed and the accepted moves to the same state', () => {
    let state = fresh();
    const moves: { side: Side; move: DuetMove }[] = [
      { side: 'B', move: { type: 'giveClue', word: 'ocean', number: 2 } },
      { side: 'A', move: { type: 'guess', cell: state.keyCard.B.indexOf('bystander') } },
    ];
    for (const { side, move } of moves) {
      const result = applyMove(state, side, move);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(replay({ seed: 'view-seed', wordPool, options: standardOptions(), moves: state.moves })).toEqual(
      state,
    );
  });
});
