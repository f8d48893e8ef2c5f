import { SeededRandom } from '../../../platform/random/seeded-random.js';
import { type Board, startSquares } from './board.js';
import type { MovementCard } from './cards.js';
import { choose } from './choosing.js';
import { moveTheDog } from './dog.js';
import { samePosition } from './geometry.js';
import { move } from './moving.js';
import {
  type AdvancedState,
  type DogRoute,
  HAND_SIZE,
  occupiedSquares,
  type RaceMove,
  type RaceResult,
  type RaceState,
  refuse,
  TWO_DUCK_HAND_SIZE,
} from './race-state.js';
import { nextRound } from './round-flow.js';
import { face, send, skipImpossibleSends } from './sending.js';
import { dealTokens, type TokenSet } from './token-set.js';
import { discardCards, pass, useToken } from './tokens.js';

/** Two to three players race two ducks each; four to six race one. */
export function ducksPerPlayer(seats: number): 1 | 2 {
  return seats <= 3 ? 2 : 1;
}

/** The advanced rules' components: the dog board's routes and the action tokens. */
export interface AdvancedRules {
  dogRoutes: readonly DogRoute[];
  tokens: TokenSet;
}

export interface RaceOptions {
  /** Default: two each for two to three players, one each for more. */
  ducksPerPlayer?: 1 | 2;
  /** Given: the race is played with the advanced rules (the dog and the action tokens). */
  advanced?: AdvancedRules;
}

/**
 * A new race: the deck shuffled from the seed, a hand each, and one more card revealed each to
 * set the placing order: the highest places first. With two ducks each, players place one duck
 * each in that order, then their second ones in the reverse order, so the last to place first
 * is first to place again. With the advanced rules each player also holds a blue token and the
 * face-down tokens are shuffled after the cards (so the cards are dealt as in a beginner race).
 */
export function newRace(
  seed: string,
  seats: number,
  deck: readonly MovementCard[],
  options: RaceOptions = {},
): RaceState {
  const perPlayer = options.ducksPerPlayer ?? ducksPerPlayer(seats);
  const random = SeededRandom.fromSeed(seed);
  const cards = random.shuffle(deck.map((card) => card.number));
  const handSize = perPlayer === 2 ? TWO_DUCK_HAND_SIZE : HAND_SIZE;
  const players = Array.from({ length: seats }, () => ({ hand: cards.splice(0, handSize) }));
  const ducks = Array.from({ length: seats * perPlayer }, (_, index) => ({
    owner: index % seats,
    duck: null,
  }));
  const revealed = cards.splice(0, seats);
  const seatOrder = revealed
    .map((card, seat) => ({ card, seat }))
    .sort((a, b) => b.card - a.card)
    .map((entry) => entry.seat);
  const order =
    perPlayer === 2 ? [...seatOrder, ...[...seatOrder].reverse().map((seat) => seat + seats)] : seatOrder;
  const advanced: AdvancedState | undefined = options.advanced && {
    dogRoutes: [...options.advanced.dogRoutes],
    dog: null,
    dogMove: null,
    ...dealTokens(options.advanced.tokens, seats, random),
    discarding: players.map(() => 0),
    ghost: ducks.map(() => false),
    dogLike: ducks.map(() => false),
    used: [],
  };
  return {
    players,
    ducks,
    revealed,
    deck: cards,
    discard: [...revealed],
    random: random.state,
    round: 0,
    phase: { kind: 'placing', order },
    resolved: [],
    ...(advanced ? { advanced } : {}),
  };
}

function place(next: RaceState, board: Board, seat: number, raceMove: Extract<RaceMove, { type: 'place' }>) {
  const { phase } = next;
  const index = phase.kind === 'placing' ? phase.order[0] : undefined;
  const racer = index === undefined ? undefined : next.ducks[index];
  if (phase.kind !== 'placing' || index === undefined || racer?.owner !== seat)
    return refuse('not-your-turn');
  const start = startSquares(board).some((square) => samePosition(square, raceMove.at));
  if (!start || occupiedSquares(next, index).some((other) => samePosition(other, raceMove.at)))
    return refuse('not-a-free-start');
  racer.duck = { position: raceMove.at, facing: raceMove.facing, buoys: [] };
  phase.order.shift();
  if (phase.order.length === 0) {
    next.round = 0;
    next.phase = nextRound(next);
  }
  return { ok: true, state: next } satisfies RaceResult;
}

function dispatch(
  next: RaceState,
  board: Board,
  deck: readonly MovementCard[],
  seat: number,
  raceMove: RaceMove,
) {
  switch (raceMove.type) {
    case 'place':
      return place(next, board, seat, raceMove);
    case 'choose':
      return choose(next, seat, raceMove.duck, raceMove.card);
    case 'move':
      return move(next, board, deck, seat, raceMove.plan, raceMove.card);
    case 'dog':
      return moveTheDog(next, board, deck, seat, raceMove.facing, raceMove.with);
    case 'send':
      return send(next, board, seat, raceMove.at);
    case 'face':
      return face(next, seat, raceMove.facing);
    case 'token':
      return useToken(next, board, seat, raceMove.use);
    case 'discard':
      return discardCards(next, seat, raceMove.cards);
    case 'pass':
      return pass(next, seat);
  }
}

/** One player's move, checked against the rules: the race after it, or why it is refused. */
export function applyRaceMove(
  board: Board,
  deck: readonly MovementCard[],
  state: RaceState,
  seat: number,
  raceMove: RaceMove,
): RaceResult {
  const next: RaceState = {
    ...state,
    players: state.players.map((player) => ({ hand: [...player.hand] })),
    ducks: state.ducks.map((entry) => ({ ...entry })),
    deck: [...state.deck],
    discard: [...state.discard],
    phase: structuredClone(state.phase),
    ...(state.advanced ? { advanced: structuredClone(state.advanced) } : {}),
  };
  if (!next.players[seat]) return refuse('no-seat');
  if (!next.advanced && !['place', 'choose', 'move'].includes(raceMove.type)) return refuse('not-advanced');
  const result = dispatch(next, board, deck, seat, raceMove);
  if (result.ok) skipImpossibleSends(result.state, board);
  return result;
}
