import { applyMove } from './moves.js';
import { createGame } from './setup.js';
import type { CodenamesState } from './types.js';

/** The same game from its start and its moves: what a stored game can be checked against. */
export function replay(state: CodenamesState): CodenamesState {
  let replayed = createGame({ ...state, options: state.options });
  for (const { seat, move } of state.moves) {
    const result = applyMove(replayed, seat, move);
    if (!result.ok) throw new Error(`move ${move.type} by ${seat} no longer applies: ${result.error.code}`);
    replayed = result.state;
  }
  return replayed;
}
