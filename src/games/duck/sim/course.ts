import {
  type Board,
  type BuoyColor,
  buoyColors,
  type Duck,
  directions,
  type Position,
  rotate,
  squareAt,
  stepFrom,
} from '../engine/index.js';
import { distancesTo } from './distances.js';

/** What a scripted player knows of a board before the race: how far every square is from each goal. */
export interface Course {
  board: Board;
  buoys: Record<BuoyColor, Position>;
  toBuoy: Record<BuoyColor, number[]>;
  toDrain: number[];
  /** `remainingSwim` by square, facing and buoys touched, worked out when first asked. */
  remembered: Float64Array;
}

/** A duck in the drain: better than any distance. */
export const WON = -1000;
/** What facing away from the way to go costs, in squares: a card mostly swims forward. */
const FACING_WEIGHT = 1.5;

const courses = new WeakMap<Board, Course>();

function positionOf(board: Board, matches: (index: number) => boolean): Position {
  const index = board.squares.findIndex((_square, at) => matches(at));
  return { x: index % board.width, y: Math.floor(index / board.width) };
}

/** The board's distances, worked out once per board. */
export function courseOf(board: Board): Course {
  const known = courses.get(board);
  if (known) return known;
  const buoyAt = (color: BuoyColor) =>
    positionOf(board, (index) => {
      const square = board.squares[index];
      return square?.kind === 'buoy' && square.color === color;
    });
  const buoys = { red: buoyAt('red'), yellow: buoyAt('yellow'), green: buoyAt('green') };
  const drain = positionOf(board, (index) => board.squares[index]?.kind === 'drain');
  const course: Course = {
    board,
    buoys,
    toBuoy: {
      red: distancesTo(board, buoys.red, true),
      yellow: distancesTo(board, buoys.yellow, true),
      green: distancesTo(board, buoys.green, true),
    },
    toDrain: distancesTo(board, drain, true),
    remembered: new Float64Array(
      board.width * board.height * directions.length * 2 ** buoyColors.length,
    ).fill(Number.NaN),
  };
  courses.set(board, course);
  return course;
}

const orders = (colors: readonly BuoyColor[]): BuoyColor[][] =>
  colors.length <= 1
    ? [[...colors]]
    : colors.flatMap((first) =>
        orders(colors.filter((color) => color !== first)).map((rest) => [first, ...rest]),
      );

const at = (course: Course, map: readonly number[], position: Position) =>
  map[position.y * course.board.width + position.x] ?? Number.POSITIVE_INFINITY;

/** The shortest swim from `position` round the buoys not yet touched, then into the drain, and the map to the first goal. */
function bestRoute(course: Course, position: Position, touched: readonly BuoyColor[]) {
  const missing = buoyColors.filter((color) => !touched.includes(color));
  let best = { length: Number.POSITIVE_INFINITY, firstGoal: course.toDrain };
  for (const order of orders(missing)) {
    let length = 0;
    let from = position;
    for (const color of order) {
      length += at(course, course.toBuoy[color], from);
      from = course.buoys[color];
    }
    length += at(course, course.toDrain, from);
    if (length < best.length) {
      const first = order[0];
      best = { length, firstGoal: first ? course.toBuoy[first] : course.toDrain };
    }
  }
  return best;
}

/**
 * How far a duck still has to go, in squares, counting a little for facing away from its way:
 * lower is better. It is the measure of progress every scripted player uses.
 */
export function remainingSwim(course: Course, duck: Duck): number {
  const buoys = duck.buoys.reduce((mask, color) => mask | (1 << buoyColors.indexOf(color)), 0);
  const square = duck.position.y * course.board.width + duck.position.x;
  const key = (square * directions.length + directions.indexOf(duck.facing)) * 2 ** buoyColors.length + buoys;
  const known = course.remembered[key];
  if (known !== undefined && !Number.isNaN(known)) return known;
  const value = swimFrom(course, duck);
  course.remembered[key] = value;
  return value;
}

function swimFrom(course: Course, duck: Duck): number {
  const { length, firstGoal } = bestRoute(course, duck.position, duck.buoys);
  const here = at(course, firstGoal, duck.position);
  const ahead = stepFrom(duck.position, rotate(duck.facing, 'forward'));
  const square = squareAt(course.board, ahead);
  const aheadDistance =
    square === null || square.kind === 'rock' ? Number.POSITIVE_INFINITY : at(course, firstGoal, ahead);
  const facingCost = aheadDistance < here ? 0 : aheadDistance === here ? 0.5 : 1;
  return length + FACING_WEIGHT * facingCost;
}
