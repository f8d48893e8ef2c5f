import type { Board } from './board.js';
import { dogController } from './dog-board.js';
import { opposite, type Position, samePosition, stepFrom } from './geometry.js';
import { type Duck, type MoveChoices, type MoveResult, moveDuck, type Route } from './movement.js';
import { type AdvancedState, occupiedSquares, type RaceState } from './race-state.js';
import { grantTokens } from './token-set.js';

/** A duck knocked off its square, and the seat that picks its start square. */
export interface Knock {
  duck: number;
  by: number;
}

export interface Swim {
  result: MoveResult;
  /** Ducks to send to start squares, in the order they were hit (the mover itself if it ran into the dog). */
  knocks: Knock[];
  /** A ghost duck ended its move where another duck or the dog is: it must play another card. */
  endsShared: boolean;
}

interface Mover {
  next: RaceState;
  advanced: AdvancedState;
  board: Board;
  index: number;
  duck: Duck;
  route: Route;
  choices: MoveChoices;
}

const duckAt = (state: RaceState, square: Position, except: readonly number[]) =>
  state.ducks.findIndex(
    (entry, index) => !except.includes(index) && entry.duck && samePosition(entry.duck.position, square),
  );

/** Where the mover's bonk happened: the square it could not enter. */
const bonkedInto = (result: MoveResult): Position | null =>
  result.end.kind === 'bonked' && result.end.against === 'duck'
    ? stepFrom(result.duck.position, opposite(result.duck.facing))
    : null;

const bodies = (mover: Mover, dogPosition: Position | null, knocked: readonly number[] = []) => [
  ...mover.next.ducks.flatMap((entry, index) =>
    entry.duck && index !== mover.index && !knocked.includes(index) ? [entry.duck.position] : [],
  ),
  ...(dogPosition ? [dogPosition] : []),
];

/** A duck running into the dog, or into a dog-like duck, is sent back by the dog's controller or that duck's owner. */
function ordinarySwim(mover: Mover, played: readonly (number | null)[]): Swim {
  const { next, advanced, board, index, duck, route, choices } = mover;
  const result = moveDuck(board, duck, bodies(mover, advanced.dog?.position ?? null), route, choices);
  const hit = bonkedInto(result);
  if (!hit) return { result, knocks: [], endsShared: false };
  if (advanced.dog && samePosition(advanced.dog.position, hit)) {
    return { result, knocks: [{ duck: index, by: dogController(next, played) }], endsShared: false };
  }
  const other = duckAt(next, hit, [index]);
  const dogLikeOwner = advanced.dogLike[other] ? next.ducks[other]?.owner : undefined;
  const knocks = dogLikeOwner === undefined ? [] : [{ duck: index, by: dogLikeOwner }];
  return { result, knocks, endsShared: false };
}

/**
 * A dog-like duck knocks every duck in its way (its owner sends them back) and knocks the dog off
 * the board. The move is run again after each knock, so it follows the path it would with that
 * square empty.
 */
function dogLikeSwim(mover: Mover): Swim {
  const { next, advanced, board, index, duck, route, choices } = mover;
  const knocked: number[] = [];
  const owner = next.ducks[index]?.owner ?? 0;
  for (;;) {
    const result = moveDuck(
      board,
      duck,
      bodies(mover, advanced.dog?.position ?? null, knocked),
      route,
      choices,
    );
    const hit = bonkedInto(result);
    const other = hit ? duckAt(next, hit, [...knocked, index]) : -1;
    if (hit && advanced.dog && samePosition(advanced.dog.position, hit)) advanced.dog = null;
    else if (other >= 0) knocked.push(other);
    else return { result, knocks: knocked.map((knock) => ({ duck: knock, by: owner })), endsShared: false };
  }
}

/** A ghost swims through ducks and the dog (never onto a taken start square by teleport). */
function ghostSwim(mover: Mover): Swim {
  const { advanced, board, duck, route, choices } = mover;
  const taken = bodies(mover, advanced.dog?.position ?? null);
  const onto = choices.teleport?.to;
  const safe =
    onto && taken.some((square) => samePosition(square, onto)) ? { ...choices, teleport: null } : choices;
  const result = moveDuck(board, duck, [], route, safe);
  const endsShared =
    result.end.kind !== 'won' && taken.some((square) => samePosition(square, result.duck.position));
  return { result, knocks: [], endsShared };
}

/**
 * A duck's move among the advanced rules' bodies (the dog, dog-like ducks and ghosts), or a plain
 * move in a beginner race. Updates the duck (and the dog) and grants tokens for new buoys.
 */
export function swim(
  next: RaceState,
  board: Board,
  index: number,
  route: Route,
  choices: MoveChoices,
  played: readonly (number | null)[],
): Swim {
  const racer = next.ducks[index];
  const duck = racer?.duck;
  if (!racer || !duck) throw new RangeError(`duck ${index} is not on the board`);
  const { advanced } = next;
  if (!advanced) {
    const result = moveDuck(board, duck, occupiedSquares(next, index), route, choices);
    racer.duck = result.duck;
    return { result, knocks: [], endsShared: false };
  }
  const mover: Mover = { next, advanced, board, index, duck, route, choices };
  const outcome = advanced.ghost[index]
    ? ghostSwim(mover)
    : advanced.dogLike[index]
      ? dogLikeSwim(mover)
      : ordinarySwim(mover, played);
  racer.duck = outcome.result.duck;
  grantTokens(advanced, racer.owner, outcome.result.newBuoys);
  return outcome;
}
