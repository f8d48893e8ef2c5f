import { type Board, startSquares } from './board.js';
import { type Direction, type Position, samePosition } from './geometry.js';
import { occupiedSquares, type RacePhase, type RaceResult, type RaceState, refuse } from './race-state.js';
import type { Knock } from './swim.js';

/** Each knocked duck is sent (by its sender), then faced (by its owner), one after another; then `after`. */
export const sendingChain = (knocks: readonly Knock[], after: RacePhase): RacePhase =>
  knocks.reduceRight<RacePhase>((then, knock) => ({ kind: 'sending', ...knock, after: then }), after);

/** The start squares no duck but `duck` holds and the dog does not hold. */
export function freeStarts(state: RaceState, board: Board, duck: number): Position[] {
  const dog = state.advanced?.dog;
  const taken = [...occupiedSquares(state, duck), ...(dog ? [dog.position] : [])];
  return startSquares(board).filter((square) => !taken.some((other) => samePosition(other, square)));
}

/** A knocked duck with no free start square anywhere stays where it is and is only faced. */
export function skipImpossibleSends(next: RaceState, board: Board): void {
  const { phase } = next;
  if (phase.kind === 'sending' && freeStarts(next, board, phase.duck).length === 0) {
    next.phase = { kind: 'facing', duck: phase.duck, after: phase.after };
  }
}

export function send(next: RaceState, board: Board, seat: number, at: Position): RaceResult {
  const { phase } = next;
  const racer = phase.kind === 'sending' ? next.ducks[phase.duck] : undefined;
  if (phase.kind !== 'sending' || phase.by !== seat || !racer?.duck) return refuse('not-your-turn');
  if (!freeStarts(next, board, phase.duck).some((square) => samePosition(square, at))) {
    return refuse('not-a-free-start');
  }
  racer.duck = { ...racer.duck, position: at };
  next.phase = { kind: 'facing', duck: phase.duck, after: phase.after };
  return { ok: true, state: next };
}

export function face(next: RaceState, seat: number, facing: Direction): RaceResult {
  const { phase } = next;
  const racer = phase.kind === 'facing' ? next.ducks[phase.duck] : undefined;
  if (phase.kind !== 'facing' || racer?.owner !== seat || !racer.duck) return refuse('not-your-turn');
  racer.duck = { ...racer.duck, facing };
  next.phase = phase.after;
  return { ok: true, state: next };
}
