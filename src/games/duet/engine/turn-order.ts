import { isSideDone } from './board.js';
import { type DuetState, otherSide, type Side } from './types.js';

/**
 * Who gives the next clue: a side whose agents are all found only guesses from then on;
 * otherwise clue-givers alternate, or in the free variant a side may give two clues in a row
 * and then must let the partner give one. Null: either side may.
 */
export function nextClueGiver(state: DuetState): Side | null {
  if (isSideDone(state, 'A')) return 'B';
  if (isSideDone(state, 'B')) return 'A';
  const last = state.clues.at(-1);
  if (!last) return null;
  if (state.options.turnOrder === 'alternating') return otherSide(last.giver);
  const beforeLast = state.clues.at(-2);
  return beforeLast?.giver === last.giver ? otherSide(last.giver) : null;
}
