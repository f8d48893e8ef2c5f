import {
  type Board,
  type Duck,
  directions,
  type MovementCard,
  type MovePlan,
  type MoveResult,
  moveDuck,
  type Position,
  squareAt,
  startSquares,
} from '../engine/index.js';

/** One way to play a card: the plan a player would send, and what it would do with the board as it is. */
export interface MoveOption {
  plan: MovePlan;
  result: MoveResult;
}

const same = (a: Position, b: Position) => a.x === b.x && a.y === b.y;

/**
 * Every distinct way `duck` can play `card` with the other ducks where they are: each route, each
 * end facing it allows, and, when the route enters a start square, each free start square to jump
 * to facing each way.
 */
export function moveOptions(
  board: Board,
  card: MovementCard,
  duck: Duck,
  others: readonly Position[],
): MoveOption[] {
  const options: MoveOption[] = [];
  card.routes.forEach((route, index) => {
    for (const endFacing of route.endFacings) {
      const plan: MovePlan = { route: index, endFacing, teleport: null };
      const result = moveDuck(board, duck, others, route, plan);
      options.push({ plan, result });
      if (result.end.kind !== 'finished') break;
    }
    const swam = options[options.length - 1]?.result.path ?? [];
    if (!swam.some((square) => squareAt(board, square)?.kind === 'start')) return;
    const free = startSquares(board).filter((start) => !others.some((other) => same(other, start)));
    for (const to of free) {
      const jump = moveDuck(board, duck, others, route, {
        endFacing: 'forward',
        teleport: { to, facing: 'N' },
      });
      for (const facing of directions) {
        const plan: MovePlan = { route: index, endFacing: 'forward', teleport: { to, facing } };
        options.push({ plan, result: { ...jump, duck: { ...jump.duck, facing } } });
      }
    }
  });
  return options;
}
