import {
  type Board,
  type Direction,
  directions,
  type MovementCard,
  opposite,
  type Position,
  type ResolvedMove,
  type Route,
  rotate,
  squareAt,
  stepFrom,
} from '../engine/index.js';

/** One move of the round as the board draws it. */
export interface DrawnMove {
  mover: number;
  /** The squares the duck swam through, from the one it left (when known) to the one it stopped on. */
  squares: Position[];
  /** The first square is the one it left. */
  startKnown: boolean;
  /** The last step is a teleport jump, not a swim. */
  teleported: boolean;
  /** Where it bonked: its last square, and the side it hit. */
  bonk: { at: Position; side: Direction } | null;
}

const same = (a: Position, b: Position) => a.x === b.x && a.y === b.y;

const adjacent = (a: Position, b: Position) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1;

/** Whether the route, started facing `facing`, ends the way the move did: its end facing, or the step it bonked on. */
function endsAsMoved(move: ResolvedMove, route: Route, facing: Direction, swum: number): boolean {
  const { end } = move;
  const heading = (step: number) => {
    const turn = route.steps[step];
    return turn ? rotate(facing, turn) : null;
  };
  if (end.kind === 'finished')
    return route.endFacings.some((turn) => rotate(facing, turn) === move.duck.facing);
  if (end.kind === 'bonked') return heading(swum) === opposite(move.duck.facing);
  if (end.kind === 'won') return heading(swum - 1) === move.duck.facing;
  return true;
}

/**
 * The square a duck left: a move records only the squares it entered. It is where that duck's
 * previous move of the round ended (unless it was sent elsewhere since), or else the square from
 * which the played card's route, at some facing, enters exactly those squares and ends as the
 * move did (a square a duck can be on). Null when that leaves more than one square (a one-square move often does): the
 * picture then starts the line at the first square entered rather than guess.
 */
function squareLeft(
  board: Board,
  move: ResolvedMove,
  swum: readonly Position[],
  previousEnd: Position | undefined,
  cards: readonly MovementCard[],
): Position | null {
  const first = swum[0];
  if (!first) return move.duck.position;
  if (previousEnd && adjacent(previousEnd, first)) return previousEnd;
  const routes = cards.find((card) => card.number === move.card)?.routes ?? [];
  const starts: Position[] = [];
  for (const route of routes) {
    for (const facing of directions) {
      const firstStep = route.steps[0];
      if (!firstStep) continue;
      const start = stepFrom(first, opposite(rotate(facing, firstStep)));
      let at = start;
      const entersThem = swum.every((square, index) => {
        const step = route.steps[index];
        if (!step) return false;
        at = stepFrom(at, rotate(facing, step));
        return same(at, square);
      });
      const kind = squareAt(board, start)?.kind;
      const swimmable = kind !== undefined && kind !== 'rock' && kind !== 'drain';
      if (
        entersThem &&
        swimmable &&
        endsAsMoved(move, route, facing, swum.length) &&
        !starts.some((s) => same(s, start))
      )
        starts.push(start);
    }
  }
  return starts.length === 1 ? (starts[0] as Position) : null;
}

/** The round's moves in order, each with the squares it swam through and where it bonked. */
export function drawnMoves(
  board: Board,
  resolved: readonly ResolvedMove[],
  cards: readonly MovementCard[],
): DrawnMove[] {
  const ends = new Map<number, Position>();
  return resolved.map((move) => {
    const teleported = move.end.kind === 'teleported';
    const swum = teleported ? move.path.slice(0, -1) : move.path;
    const left = squareLeft(board, move, swum, ends.get(move.mover), cards);
    ends.set(move.mover, move.duck.position);
    const bonked = move.end.kind === 'bonked';
    return {
      mover: move.mover,
      squares: left ? [left, ...move.path] : [...move.path],
      startKnown: left !== null,
      teleported,
      bonk: bonked ? { at: move.duck.position, side: opposite(move.duck.facing) } : null,
    };
  });
}
