import { type Board, type Position, squareAt, startSquares } from '../engine/index.js';

/**
 * What it costs, in squares, to use a start square as a teleport: the jump itself ends the move,
 * so the rest of that move's steps are lost.
 */
const TELEPORT_COST = 1;

const neighbours = (position: Position): Position[] => [
  { x: position.x, y: position.y - 1 },
  { x: position.x + 1, y: position.y },
  { x: position.x, y: position.y + 1 },
  { x: position.x - 1, y: position.y },
];

/**
 * The fewest squares from every square to `target` (Infinity where it cannot be reached), swimming
 * round rocks and the drain (a wall until a duck has its buoys) and, with `teleports`, jumping
 * between start squares. Indexed `y * width + x`.
 */
export function distancesTo(board: Board, target: Position, teleports: boolean): number[] {
  const size = board.width * board.height;
  const index = (position: Position) => position.y * board.width + position.x;
  const distance = new Array<number>(size).fill(Number.POSITIVE_INFINITY);
  const done = new Array<boolean>(size).fill(false);
  const starts = teleports ? startSquares(board) : [];
  distance[index(target)] = 0;
  for (;;) {
    let nearest = -1;
    for (let square = 0; square < size; square += 1) {
      if (!done[square] && (distance[square] ?? Number.POSITIVE_INFINITY) < Number.POSITIVE_INFINITY) {
        if (nearest < 0 || (distance[square] ?? 0) < (distance[nearest] ?? 0)) nearest = square;
      }
    }
    if (nearest < 0) return distance;
    done[nearest] = true;
    const here = { x: nearest % board.width, y: Math.floor(nearest / board.width) };
    const reached = distance[nearest] ?? 0;
    const kind = squareAt(board, here)?.kind;
    const onward = neighbours(here).map((next) => ({ next, cost: 1 }));
    if (kind === 'start') onward.push(...starts.map((next) => ({ next, cost: TELEPORT_COST })));
    for (const { next, cost } of onward) {
      const square = squareAt(board, next);
      if (square === null || square.kind === 'rock' || square.kind === 'drain') continue;
      const at = index(next);
      if (reached + cost < (distance[at] ?? 0)) distance[at] = reached + cost;
    }
  }
}
