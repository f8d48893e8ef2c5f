import { applyMove } from '../../../../src/games/duet/engine/index.js';
import type { DuetMove, DuetState, Side } from '../../../../src/games/duet/engine/types.js';

/** Applies a move that the test expects the rules to accept. */
export function play(state: DuetState, side: Side, move: DuetMove): DuetState {
  const result = applyMove(state, side, move);
  if (!result.ok) throw new Error(`move refused: ${result.error.code}: ${result.error.message}`);
  return result.state;
}

export function refusal(state: DuetState, side: Side, move: DuetMove): string {
  const result = applyMove(state, side, move);
  if (result.ok) throw new Error('move was accepted but should have been refused');
  return result.error.code;
}

export const clue = (word: string, number: number): DuetMove => ({ type: 'giveClue', word, number });
export const guess = (cell: number): DuetMove => ({ type: 'guess', cell });
export const stop: DuetMove = { type: 'stopGuessing' };
