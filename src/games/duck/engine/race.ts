import { SeededRandom } from '../../../platform/random/seeded-random.js';
import { type Board, startSquares } from './board.js';
import type { MovementCard } from './cards.js';
import { type Direction, type Position, samePosition } from './geometry.js';
import { type Duck, type MoveChoices, type MoveResult, moveDuck } from './movement.js';

/** Cards held between rounds with one duck each; with two ducks each (2–3 players), one more per duck. */
export const HAND_SIZE = 3;
export const TWO_DUCK_HAND_SIZE = 4;

/**
 * How a duck moves, decided when its turn to move comes (the board cannot change during its own
 * move, so deciding at its start is deciding as it goes): the route of a two-route card, the end
 * facing, and whether to teleport on entering a start square.
 */
export interface MovePlan extends MoveChoices {
  route: number;
}

export type RaceMove =
  /** Set-up: the next duck in the placing order on a free start square. */
  | { type: 'place'; at: Position; facing: Direction }
  /** A round: the card for one of the player's ducks, secret until every duck has one (changeable until then). */
  | { type: 'choose'; duck: number; card: number }
  /** The duck whose card is next moves (with the chosen card, or a further card after a buoy). */
  | { type: 'move'; plan: MovePlan; card?: number };

export interface RaceDuck {
  /** The seat of the player who races this duck. */
  owner: number;
  /** Null until placed. */
  duck: Duck | null;
}

export interface RacePlayer {
  hand: number[];
}

export type RacePhase =
  /** `order`: ducks still to place, first to place first. */
  | { kind: 'placing'; order: number[] }
  /** `chosen`: each duck's card for this round. */
  | { kind: 'choosing'; chosen: (number | null)[] }
  /** `queue`: ducks still to move this round, lowest card first; `extra`: the mover must play another card. */
  | { kind: 'moving'; queue: number[]; played: (number | null)[]; extra: boolean }
  | { kind: 'over'; winner: number; duck: number };

export interface RaceState {
  players: RacePlayer[];
  ducks: RaceDuck[];
  /** The cards each player revealed to set the placing order. */
  revealed: number[];
  deck: number[];
  discard: number[];
  random: readonly [number, number, number, number];
  round: number;
  phase: RacePhase;
  /** The moves of the round being resolved, or of the last one while cards are chosen, in order. */
  resolved: ResolvedMove[];
}

/** A move made: the duck that made it, with which card (null: none was left to draw), and what happened. */
export interface ResolvedMove extends MoveResult {
  mover: number;
  card: number | null;
}

export type RaceResult = { ok: true; state: RaceState } | { ok: false; error: string };

const refuse = (error: string): RaceResult => ({ ok: false, error });

/** Two to three players race two ducks each; four to six race one. */
export function ducksPerPlayer(seats: number): 1 | 2 {
  return seats <= 3 ? 2 : 1;
}

export const handSizeOf = (state: Pick<RaceState, 'players' | 'ducks'>) =>
  state.ducks.length > state.players.length ? TWO_DUCK_HAND_SIZE : HAND_SIZE;

/** A duck's index from its owner and which of their ducks it is (0 or 1). */
export function duckOf(state: Pick<RaceState, 'ducks'>, owner: number, which: number): number {
  const owned = state.ducks.flatMap((duck, index) => (duck.owner === owner ? [index] : []));
  return owned[which] ?? -1;
}

/**
 * A new race: the deck shuffled from the seed, a hand each, and one more card revealed each to
 * set the placing order: the highest places first. With two ducks each, players place one duck
 * each in that order, then their second ones in the reverse order, so the last to place first
 * is first to place again.
 */
export function newRace(
  seed: string,
  seats: number,
  deck: readonly MovementCard[],
  perPlayer: 1 | 2 = ducksPerPlayer(seats),
): RaceState {
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
  };
}

/** The squares every placed duck but `except` holds. */
export const occupiedSquares = (state: Pick<RaceState, 'ducks'>, except: number): Position[] =>
  state.ducks.flatMap((entry, index) => (index !== except && entry.duck ? [entry.duck.position] : []));

/** Draws the top card, shuffling the discard pile back in when the deck is empty. */
function draw(state: RaceState): number | null {
  if (state.deck.length === 0 && state.discard.length > 0) {
    const random = new SeededRandom(state.random);
    state.deck = random.shuffle(state.discard);
    state.discard = [];
    state.random = random.state;
  }
  return state.deck.shift() ?? null;
}

/** The cards still free for `duck`: its owner's hand less what their other duck has chosen. */
export function cardsFreeFor(state: RaceState, duck: number): number[] {
  const { phase } = state;
  const owner = state.ducks[duck]?.owner ?? -1;
  const hand = state.players[owner]?.hand ?? [];
  if (phase.kind !== 'choosing') return hand;
  const taken = phase.chosen.filter((_card, index) => index !== duck && state.ducks[index]?.owner === owner);
  return hand.filter((card) => !taken.includes(card));
}

function choose(next: RaceState, seat: number, duck: number, card: number): RaceResult {
  const { phase } = next;
  if (phase.kind !== 'choosing') return refuse('not-choosing');
  if (next.ducks[duck]?.owner !== seat) return refuse('not-your-duck');
  if (!cardsFreeFor(next, duck).includes(card)) return refuse('not-in-hand');
  phase.chosen[duck] = card;
  if (phase.chosen.some((chosen) => chosen === null)) return { ok: true, state: next };
  const played = phase.chosen;
  const queue = played
    .map((chosen, index) => ({ card: chosen ?? 0, index }))
    .sort((a, b) => a.card - b.card)
    .map((entry) => entry.index);
  for (const player of next.players) player.hand = player.hand.filter((held) => !played.includes(held));
  next.phase = { kind: 'moving', queue, played, extra: false };
  next.resolved = [];
  return { ok: true, state: next };
}

function refill(next: RaceState): void {
  const size = handSizeOf(next);
  for (const player of next.players) {
    while (player.hand.length < size) {
      const drawn = draw(next);
      if (drawn === null) break;
      player.hand.push(drawn);
    }
  }
}

function move(
  next: RaceState,
  board: Board,
  deck: readonly MovementCard[],
  seat: number,
  plan: MovePlan,
  extraCard: number | undefined,
): RaceResult {
  const { phase } = next;
  const index = phase.kind === 'moving' ? phase.queue[0] : undefined;
  const racer = index === undefined ? undefined : next.ducks[index];
  if (phase.kind !== 'moving' || index === undefined || racer?.owner !== seat || !racer.duck) {
    return refuse('not-your-turn');
  }
  const player = next.players[seat];
  if (!player) return refuse('no-seat');
  let card = phase.played[index] ?? null;
  if (phase.extra) {
    if (player.hand.length > 0) {
      if (extraCard === undefined || !player.hand.includes(extraCard)) return refuse('not-in-hand');
      card = extraCard;
      player.hand = player.hand.filter((held) => held !== extraCard);
    } else {
      card = draw(next);
    }
  }
  const route = deck.find((entry) => entry.number === card)?.routes[plan.route];
  if (!route) return refuse('no-route');
  if (card !== null) next.discard.push(card);
  const result = moveDuck(board, racer.duck, occupiedSquares(next, index), route, plan);
  racer.duck = result.duck;
  next.resolved = [...next.resolved, { ...result, mover: index, card }];
  if (result.end.kind === 'won') {
    next.phase = { kind: 'over', winner: seat, duck: index };
    return { ok: true, state: next };
  }
  if (result.extraMove) {
    next.phase = { ...phase, extra: true };
    return { ok: true, state: next };
  }
  const queue = phase.queue.slice(1);
  if (queue.length > 0) {
    next.phase = { ...phase, queue, extra: false };
    return { ok: true, state: next };
  }
  refill(next);
  next.round += 1;
  next.phase = { kind: 'choosing', chosen: next.ducks.map(() => null) };
  return { ok: true, state: next };
}

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
  };
  if (!next.players[seat]) return refuse('no-seat');
  switch (raceMove.type) {
    case 'place': {
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
        next.round = 1;
        next.phase = { kind: 'choosing', chosen: next.ducks.map(() => null) };
      }
      return { ok: true, state: next };
    }
    case 'choose':
      return choose(next, seat, raceMove.duck, raceMove.card);
    case 'move':
      return move(next, board, deck, seat, raceMove.plan, raceMove.card);
  }
}
