import { SeededRandom } from '../../../platform/random/seeded-random.js';
import { type Board, startSquares } from './board.js';
import type { MovementCard } from './cards.js';
import { type Direction, type Position, samePosition } from './geometry.js';
import { type Duck, type MoveChoices, type MoveResult, moveDuck } from './movement.js';

export const HAND_SIZE = 3;

/**
 * How a player moves, decided when their turn to move comes (the board cannot change during
 * their own move, so deciding at its start is deciding as they go): the route of a two-route
 * card, the end facing, and whether to teleport on entering a start square.
 */
export interface MovePlan extends MoveChoices {
  route: number;
}

export type RaceMove =
  /** Set-up: the duck on a free start square, in descending order of the revealed cards. */
  | { type: 'place'; at: Position; facing: Direction }
  /** A round: the card for this round, secret until everyone has chosen (changeable until then). */
  | { type: 'choose'; card: number }
  /** The player whose card is next moves (with the chosen card, or a further card after a buoy). */
  | { type: 'move'; plan: MovePlan; card?: number };

export interface RacePlayer {
  duck: Duck | null;
  hand: number[];
}

export type RacePhase =
  | { kind: 'placing'; order: number[] }
  | { kind: 'choosing'; chosen: (number | null)[] }
  /** `queue`: seats still to move this round, lowest card first; `extra`: the mover must play another card. */
  | { kind: 'moving'; queue: number[]; played: (number | null)[]; extra: boolean }
  | { kind: 'over'; winner: number };

export interface RaceState {
  players: RacePlayer[];
  deck: number[];
  discard: number[];
  random: readonly [number, number, number, number];
  round: number;
  phase: RacePhase;
  last: MoveResult | null;
}

export type RaceResult = { ok: true; state: RaceState } | { ok: false; error: string };

const refuse = (error: string): RaceResult => ({ ok: false, error });

/** A new race: the deck shuffled from the seed, three cards each, and one more revealed to set the placing order. */
export function newRace(seed: string, seats: number, deck: readonly MovementCard[]): RaceState {
  const random = SeededRandom.fromSeed(seed);
  const cards = random.shuffle(deck.map((card) => card.number));
  const players = Array.from({ length: seats }, () => ({ duck: null, hand: cards.splice(0, HAND_SIZE) }));
  const revealed = cards.splice(0, seats);
  const order = revealed
    .map((card, seat) => ({ card, seat }))
    .sort((a, b) => b.card - a.card)
    .map((entry) => entry.seat);
  return {
    players,
    deck: cards,
    discard: revealed,
    random: random.state,
    round: 0,
    phase: { kind: 'placing', order },
    last: null,
  };
}

const occupied = (state: RaceState, except: number) =>
  state.players.flatMap((player, seat) => (seat !== except && player.duck ? [player.duck.position] : []));

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

export function applyRaceMove(
  board: Board,
  deck: readonly MovementCard[],
  state: RaceState,
  seat: number,
  move: RaceMove,
): RaceResult {
  const next: RaceState = {
    ...state,
    players: state.players.map((player) => ({ duck: player.duck, hand: [...player.hand] })),
    deck: [...state.deck],
    discard: [...state.discard],
    phase: structuredClone(state.phase),
  };
  const { phase } = next;
  const player = next.players[seat];
  if (!player) return refuse('no-seat');
  switch (move.type) {
    case 'place': {
      if (phase.kind !== 'placing' || phase.order[0] !== seat) return refuse('not-your-turn');
      const start = startSquares(board).some((square) => samePosition(square, move.at));
      if (!start || occupied(next, seat).some((other) => samePosition(other, move.at)))
        return refuse('not-a-free-start');
      player.duck = { position: move.at, facing: move.facing, buoys: [] };
      phase.order.shift();
      if (phase.order.length === 0) {
        next.round = 1;
        next.phase = { kind: 'choosing', chosen: next.players.map(() => null) };
      }
      return { ok: true, state: next };
    }
    case 'choose': {
      if (phase.kind !== 'choosing') return refuse('not-choosing');
      if (!player.hand.includes(move.card)) return refuse('not-in-hand');
      phase.chosen[seat] = move.card;
      if (phase.chosen.every((card) => card !== null)) {
        const played = phase.chosen;
        const queue = played
          .map((card, chooser) => ({ card: card ?? 0, chooser }))
          .sort((a, b) => a.card - b.card)
          .map((entry) => entry.chooser);
        next.players.forEach((each, index) => {
          each.hand = each.hand.filter((card) => card !== played[index]);
        });
        next.phase = { kind: 'moving', queue, played, extra: false };
      }
      return { ok: true, state: next };
    }
    case 'move': {
      if (phase.kind !== 'moving' || phase.queue[0] !== seat || !player.duck) return refuse('not-your-turn');
      let card = phase.played[seat] ?? null;
      if (phase.extra) {
        if (player.hand.length > 0) {
          if (move.card === undefined || !player.hand.includes(move.card)) return refuse('not-in-hand');
          card = move.card;
          player.hand = player.hand.filter((held) => held !== move.card);
        } else {
          card = draw(next);
        }
      }
      const routes = deck.find((entry) => entry.number === card)?.routes ?? [];
      const route = routes[move.plan.route];
      if (!route) return refuse('no-route');
      if (card !== null) next.discard.push(card);
      const result = moveDuck(board, player.duck, occupied(next, seat), route, move.plan);
      player.duck = result.duck;
      next.last = result;
      if (result.end.kind === 'won') {
        next.phase = { kind: 'over', winner: seat };
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
      for (const each of next.players) {
        while (each.hand.length < HAND_SIZE) {
          const drawn = draw(next);
          if (drawn === null) break;
          each.hand.push(drawn);
        }
      }
      next.round += 1;
      next.phase = { kind: 'choosing', chosen: next.players.map(() => null) };
      return { ok: true, state: next };
    }
  }
}
