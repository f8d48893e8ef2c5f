import { describe, expect, it } from 'vitest';
import { publicView } from '../../../../src/games/duet/engine/index.js';
import { wonGameStates } from '../../../../src/games/duet/render/example-games.js';
import { renderBoardImage } from '../../../../src/games/duet/render/index.js';
import { forgetBands } from '../../../../src/platform/render/banded-png.js';

describe('pictures from cached bands', () => {
  it.each(['en', 'ja', 'hu'] as const)(
    'every board of a game in %s is byte for byte the one drawn from scratch',
    (language) => {
      const games = ['bands-1', 'bands-2'].map((seed) => wonGameStates(language, seed));
      const sides = { A: 'Anna', B: 'Bence' };
      for (let move = 0; games.some((states) => move < states.length); move++) {
        for (const states of games) {
          const state = states[move];
          if (!state) continue;
          const board = () => renderBoardImage(publicView(state), language, { sides });
          const fromCache = board();
          forgetBands();
          expect(fromCache.equals(board()), `board after move ${move}`).toBe(true);
        }
      }
    },
    60_000,
  );
});
