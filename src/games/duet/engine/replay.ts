import { applyMove } from './moves.js';
import { newGame } from './setup.js';
import type { DuetMove, DuetOptions, DuetState, Side, WordCard } from './types.js';

/** Rebuilds a game from its seed, word pool, options and accepted moves. */
export function replay(input: {
  seed: string;
  wordPool: readonly WordCard[];
  options: DuetOptions;
  moves: readonly { side: Side; move: DuetMove }[];
}): DuetState {
  let state = newGame(input);
  for (const { side, move } of input.moves) {
    const result = applyMove(state, side, move);
    if (!result.ok) throw new Error(`replay diverged: ${result.error.message}`);
    state = result.state;
  }
  return state;
}
