import { type Board, type BuoyColor, squareAt } from './board.js';
import {
  type Direction,
  opposite,
  type Position,
  rotate,
  samePosition,
  stepFrom,
  type Turn,
} from './geometry.js';

/** One route of a movement card: its steps and the end facings it allows, both relative to the facing before the move. */
export interface Route {
  steps: readonly Turn[];
  endFacings: readonly Turn[];
}

export interface Duck {
  position: Position;
  facing: Direction;
  buoys: readonly BuoyColor[];
}

/** The player's choices for one move, made before it resolves (the Discord layer asks for them). */
export interface MoveChoices {
  /** The end facing, one of the route's (relative); ignored after a bonk or a teleport. */
  endFacing: Turn;
  /**
   * Teleport on entering a start square: at the first start square the path enters, to this free
   * start square (the one entered is allowed), facing this way. Null: the duck swims on.
   */
  teleport: { to: Position; facing: Direction } | null;
}

export type MoveEnd =
  /** The route was followed to its end. */
  | { kind: 'finished' }
  /** It hit an edge, a rock, another duck, or the drain without all three buoys: it stopped there and turned round. */
  | { kind: 'bonked'; against: 'edge' | 'duck' | 'drain' }
  | { kind: 'teleported' }
  /** It entered the drain with all three buoys: the race is won, at once. */
  | { kind: 'won' };

export interface MoveResult {
  duck: Duck;
  /** Every square the duck entered, in order (a teleport adds its destination). */
  path: Position[];
  /** Buoys touched for the first time on this move (passed or stopped on). */
  newBuoys: BuoyColor[];
  end: MoveEnd;
  /** It finished its route exactly on a buoy square: it must move again with another card. */
  extraMove: boolean;
}

/**
 * One duck's move along one route. `others` are the squares other ducks (and the dog) hold now.
 * A duck follows the whole route unless something stops it: it bonks (stops where it is and turns
 * round) on an edge, a rock, another duck, or the drain before it has all three buoys; it wins on
 * entering the drain with them; it may teleport on entering a start square, ending its move there.
 */
export function moveDuck(
  board: Board,
  duck: Duck,
  others: readonly Position[],
  route: Route,
  choices: MoveChoices,
): MoveResult {
  const start = duck.facing;
  let position = duck.position;
  const path: Position[] = [];
  const buoys = [...duck.buoys];
  const newBuoys: BuoyColor[] = [];
  const finish = (facing: Direction, end: MoveEnd, extraMove = false): MoveResult => ({
    duck: { position, facing, buoys },
    path,
    newBuoys,
    end,
    extraMove,
  });
  for (const turn of route.steps) {
    const heading = rotate(start, turn);
    const next = stepFrom(position, heading);
    const square = squareAt(board, next);
    if (square === null || square.kind === 'rock')
      return finish(opposite(heading), { kind: 'bonked', against: 'edge' });
    if (others.some((other) => samePosition(other, next))) {
      return finish(opposite(heading), { kind: 'bonked', against: 'duck' });
    }
    if (square.kind === 'drain') {
      if (buoys.length < 3) return finish(opposite(heading), { kind: 'bonked', against: 'drain' });
      position = next;
      path.push(next);
      return finish(heading, { kind: 'won' });
    }
    position = next;
    path.push(next);
    if (square.kind === 'buoy' && !buoys.includes(square.color)) {
      buoys.push(square.color);
      newBuoys.push(square.color);
    }
    const teleport = choices.teleport;
    if (square.kind === 'start' && teleport) {
      const free = !others.some((other) => samePosition(other, teleport.to));
      if (squareAt(board, teleport.to)?.kind === 'start' && free) {
        position = teleport.to;
        path.push(teleport.to);
        return finish(teleport.facing, { kind: 'teleported' });
      }
    }
  }
  const facing = route.endFacings.includes(choices.endFacing)
    ? choices.endFacing
    : (route.endFacings[0] ?? 'forward');
  const endsOnBuoy = route.steps.length > 0 && squareAt(board, position)?.kind === 'buoy';
  return finish(rotate(start, facing), { kind: 'finished' }, endsOnBuoy);
}
