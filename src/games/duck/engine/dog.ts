import { type Board, squareAt } from './board.js';
import type { MovementCard } from './cards.js';
import {
  type Direction,
  opposite,
  type Position,
  rotate,
  samePosition,
  stepFrom,
  type Turn,
} from './geometry.js';
import {
  type DogMove,
  type DogMoveChoice,
  type DogState,
  draw,
  type RaceResult,
  type RaceState,
  refuse,
} from './race-state.js';
import { nextRound } from './round-flow.js';
import { sendingChain } from './sending.js';

/** One leg of the dog's move: steps relative to its facing, and how it faces after them. */
interface Leg {
  steps: readonly Turn[];
  /** The end facing (relative); null: the way its last step went. */
  endFacing: Turn | null;
}

const drainOf = (board: Board): Position | null => {
  const index = board.squares.findIndex((square) => square.kind === 'drain');
  return index < 0 ? null : { x: index % board.width, y: Math.floor(index / board.width) };
};

/**
 * The dog runs its legs in order. Edges and rocks stop the leg (it turns round, the next leg
 * still runs); the drain takes it off the board; a duck in its way is knocked and the dog runs
 * on, but a dog-like duck knocks the dog off the board instead.
 */
function runDog(next: RaceState, board: Board, start: DogState, legs: readonly Leg[], card: number | null) {
  const dogLike = next.advanced?.dogLike ?? [];
  const walk: DogMove = { card, path: [], knocked: [], left: null };
  let dog: DogState = start;
  for (const leg of legs) {
    const facing = dog.facing;
    let heading: Direction = facing;
    let bonked = false;
    for (const turn of leg.steps) {
      heading = rotate(facing, turn);
      const square = stepFrom(dog.position, heading);
      const kind = squareAt(board, square)?.kind;
      if (kind === undefined || kind === 'rock') {
        bonked = true;
        dog = { ...dog, facing: opposite(heading) };
        break;
      }
      walk.path.push(square);
      if (kind === 'drain') return { dog: null, walk: { ...walk, left: 'drain' as const } };
      const hit = next.ducks.findIndex((entry) => entry.duck && samePosition(entry.duck.position, square));
      if (hit >= 0 && dogLike[hit]) return { dog: null, walk: { ...walk, left: 'knocked-off' as const } };
      if (hit >= 0 && !walk.knocked.includes(hit)) walk.knocked.push(hit);
      dog = { ...dog, position: square };
    }
    if (!bonked) dog = { ...dog, facing: leg.endFacing === null ? heading : rotate(facing, leg.endFacing) };
  }
  const drain = drainOf(board);
  return drain && samePosition(dog.position, drain)
    ? { dog: null, walk: { ...walk, left: 'drain' as const } }
    : { dog, walk };
}

/** The dog's turn: it enters on the drain if off the board, runs, and the ducks it knocked are sent back. */
export function moveTheDog(
  next: RaceState,
  board: Board,
  deck: readonly MovementCard[],
  seat: number,
  facing: Direction | undefined,
  choice: DogMoveChoice,
): RaceResult {
  const { phase, advanced } = next;
  if (!advanced) return refuse('not-advanced');
  if (phase.kind !== 'dog' || phase.controller !== seat) return refuse('not-your-turn');
  const drain = drainOf(board);
  const start = advanced.dog ?? (facing && drain ? { position: drain, facing } : null);
  if (!start) return refuse('dog-needs-facing');
  let legs: Leg[];
  let card: number | null = null;
  if ('card' in choice) {
    const player = next.players[seat];
    if (!player?.hand.includes(choice.card)) return refuse('not-in-hand');
    const route = deck.find((entry) => entry.number === choice.card)?.routes[choice.route];
    if (!route) return refuse('no-route');
    const endFacing = route.endFacings.includes(choice.endFacing)
      ? choice.endFacing
      : (route.endFacings[0] ?? 'forward');
    legs = [{ steps: route.steps, endFacing }];
    card = choice.card;
    player.hand = player.hand.filter((held) => held !== choice.card);
    next.discard.push(choice.card);
    const drawn = draw(next);
    if (drawn !== null) player.hand.push(drawn);
  } else {
    const routes = choice.routes.map((route) => advanced.dogRoutes[route]);
    if (routes.some((route) => route === undefined)) return refuse('no-route');
    legs = routes.flatMap((route) => (route ? [{ steps: route.steps, endFacing: null }] : []));
  }
  const { dog, walk } = runDog(next, board, start, legs, card);
  advanced.dog = dog;
  advanced.dogMove = walk;
  next.phase = sendingChain(
    walk.knocked.map((duck) => ({ duck, by: seat })),
    nextRound(next),
  );
  return { ok: true, state: next };
}
