import { dogController } from './dog-board.js';
import { type RacePhase, type RaceState, refill } from './race-state.js';
import { faceDownCount } from './token-set.js';

/** A new round: cards to choose, and the last round's token effects gone. */
export function nextRound(next: RaceState): RacePhase {
  next.round += 1;
  if (next.advanced) {
    next.advanced.ghost = next.ducks.map(() => false);
    next.advanced.dogLike = next.ducks.map(() => false);
  }
  return { kind: 'choosing', chosen: next.ducks.map(() => null) };
}

/**
 * After a duck's move, the next duck in `queue` moves; after the last one hands are refilled, and
 * the dog moves (advanced) or a new round begins.
 */
export function continueRound(next: RaceState, queue: number[], played: (number | null)[]): RacePhase {
  if (queue.length > 0) return { kind: 'moving', queue, played, extra: false };
  refill(next);
  return next.advanced ? { kind: 'dog', controller: dogController(next, played) } : nextRound(next);
}

/** A duck's move is over: its owner may use a token after it if they hold any face-down ones. */
export function afterDuckMove(
  next: RaceState,
  duck: number,
  queue: number[],
  played: (number | null)[],
): RacePhase {
  const owner = next.ducks[duck]?.owner ?? -1;
  if (next.advanced && faceDownCount(next.advanced, owner) > 0) {
    return { kind: 'after-move', duck, queue, played };
  }
  return continueRound(next, queue, played);
}
