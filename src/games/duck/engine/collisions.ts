import { type Board, startSquares } from './board.js';
import { dogController } from './dog-board.js';
import { opposite, type Position, samePosition, stepFrom } from './geometry.js';
import { type MoveChoices, type MoveResult, moveDuck, type Route } from './movement.js';
import {
  occupiedSquares,
  type RaceMove,
  type RacePhase,
  type RaceResult,
  type RaceState,
  refuse,
} from './race-state.js';
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

const duckAt = (state: RaceState, square: Position, except: readonly number[]) =>
  state.ducks.findIndex(
    (entry, index) => !except.includes(index) && entry.duck && samePosition(entry.duck.position, square),
  );

/**
 * A duck's move with the advanced rules' bodies: the dog, dog-like ducks and ghosts. It runs the
 * plain move again whenever a dog-like duck knocks something out of its way, so the path it
 * follows is the one it would have with that square empty. Grants tokens for new buoys.
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
  const start = racer?.duck;
  const advanced = next.advanced;
  if (!racer || !start) throw new RangeError(`duck ${index} is not on the board`);
  if (!advanced) {
    const result = moveDuck(board, start, occupiedSquares(next, index), route, choices);
    racer.duck = result.duck;
    return { result, knocks: [], endsShared: false };
  }
  const ghost = advanced.ghost[index] ?? false;
  const dogLike = advanced.dogLike[index] ?? false;
  const knocked: number[] = [];
  let dog = advanced.dog;
  const obstacles = () =>
    ghost
      ? []
      : [
          ...occupiedSquares(next, index).filter((square) => duckAt(next, square, knocked) >= 0),
          ...(dog ? [dog.position] : []),
        ];
  const teleportTo = choices.teleport?.to;
  const ghostSafe =
    ghost &&
    teleportTo &&
    [...occupiedSquares(next, index), ...(dog ? [dog.position] : [])].some((square) =>
      samePosition(square, teleportTo),
    )
      ? { ...choices, teleport: null }
      : choices;
  const knocks: Knock[] = [];
  let result = moveDuck(board, start, obstacles(), route, ghostSafe);
  while (!ghost && result.end.kind === 'bonked' && result.end.against === 'duck') {
    const hit = stepFrom(result.duck.position, opposite(result.duck.facing));
    const hitDog = dog !== null && samePosition(dog.position, hit);
    const hitDuck = duckAt(next, hit, [...knocked, index]);
    if (!hitDog && hitDuck < 0) break;
    if (dogLike) {
      if (hitDog) dog = null;
      else {
        knocked.push(hitDuck);
        knocks.push({ duck: hitDuck, by: racer.owner });
      }
      result = moveDuck(board, start, obstacles(), route, ghostSafe);
      continue;
    }
    if (hitDog) knocks.push({ duck: index, by: dogController(next, played) });
    else if (advanced.dogLike[hitDuck]) knocks.push({ duck: index, by: next.ducks[hitDuck]?.owner ?? 0 });
    break;
  }
  racer.duck = result.duck;
  advanced.dog = dog;
  grantTokens(advanced, racer.owner, result.newBuoys);
  const shared = [...occupiedSquares(next, index), ...(dog ? [dog.position] : [])];
  const endsShared =
    ghost && result.end.kind !== 'won' && shared.some((square) => samePosition(square, result.duck.position));
  return { result, knocks, endsShared };
}

/** Each knocked duck is sent (by its sender), then faced (by its owner), one after another; then `after`. */
export const sendingChain = (knocks: readonly Knock[], after: RacePhase): RacePhase =>
  knocks.reduceRight<RacePhase>((after, knock) => ({ kind: 'sending', ...knock, after }), after);

/** The start squares no duck but `duck` holds and the dog does not hold. */
export function freeStarts(state: RaceState, board: Board, duck: number): Position[] {
  const taken = [
    ...occupiedSquares(state, duck),
    ...(state.advanced?.dog ? [state.advanced.dog.position] : []),
  ];
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
  if (phase.kind !== 'sending' || phase.by !== seat) return refuse('not-your-turn');
  const racer = next.ducks[phase.duck];
  if (!racer?.duck) return refuse('not-your-turn');
  if (!freeStarts(next, board, phase.duck).some((square) => samePosition(square, at))) {
    return refuse('not-a-free-start');
  }
  racer.duck = { ...racer.duck, position: at };
  next.phase = { kind: 'facing', duck: phase.duck, after: phase.after };
  return { ok: true, state: next };
}

export function face(next: RaceState, seat: number, facing: Extract<RaceMove, { type: 'face' }>['facing']) {
  const { phase } = next;
  const racer = phase.kind === 'facing' ? next.ducks[phase.duck] : undefined;
  if (phase.kind !== 'facing' || racer?.owner !== seat || !racer.duck) return refuse('not-your-turn');
  racer.duck = { ...racer.duck, facing };
  next.phase = phase.after;
  return { ok: true, state: next } satisfies RaceResult;
}
