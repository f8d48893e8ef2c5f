import type { SeededRandom } from '../../../platform/random/seeded-random.js';
import {
  type Board,
  type Direction,
  type Duck,
  directions,
  type MovementCard,
  type MovePlan,
  type Position,
  type RaceMove,
  type RaceSeatView,
  startSquares,
} from '../engine/index.js';

/** All a scripted player may know when it acts for a seat: the board, the deck's cards, the seat's view. */
export interface SeatContext {
  board: Board;
  deck: readonly MovementCard[];
  view: RaceSeatView;
  /** The player's own dice, kept by whoever runs it (the race's state, or the simulator). */
  random: SeededRandom;
}

/** A computer player for one seat; pure apart from the random numbers it draws. */
export interface DuckPlayer {
  /** Where the seat's duck `duck`, next to place, goes, and which way it faces. */
  place(context: SeatContext, duck: number): { at: Position; facing: Direction };
  /** The card for `duck` this round, one of `free` (the hand less what the seat's other duck took). */
  choose(context: SeatContext, duck: number, free: readonly number[]): number;
  /** How `duck`, whose turn it is, moves; after a buoy also which card of the hand it plays. */
  plan(context: SeatContext, duck: number): { plan: MovePlan; card?: number };
}

export const playerLevels = ['random', 'greedy', 'lookahead'] as const;
export type PlayerLevel = (typeof playerLevels)[number];

export const cardByNumber = (deck: readonly MovementCard[], number: number): MovementCard | undefined =>
  deck.find((card) => card.number === number);

/** The squares every placed duck but `except` holds, as the table sees them. */
export const otherDucks = (view: RaceSeatView, except: number): Position[] =>
  view.ducks.flatMap((entry, index) => (index !== except && entry.duck ? [entry.duck.position] : []));

export const duckAt = (view: RaceSeatView, duck: number): Duck | null => view.ducks[duck]?.duck ?? null;

/** The seat's hand less the cards its other ducks hold for this round. */
export const freeCards = (view: RaceSeatView, duck: number): number[] =>
  view.hand.filter((card) => !view.chosen.some((chosen, index) => index !== duck && chosen === card));

/** The free start squares, each with every facing, for the next duck to place. */
export function placings({ board, view }: SeatContext, duck: number): { at: Position; facing: Direction }[] {
  const taken = otherDucks(view, duck);
  return startSquares(board)
    .filter((start) => !taken.some((other) => other.x === start.x && other.y === start.y))
    .flatMap((at) => directions.map((facing) => ({ at, facing })));
}

/** The cards the duck whose turn it is may move with: the one it chose, or after a buoy any of the hand (none: drawn blind). */
export function cardsToMove({ view }: SeatContext, duck: number): { cards: number[]; fromHand: boolean } {
  const { phase } = view;
  if (phase.kind !== 'moving') return { cards: [], fromHand: false };
  if (phase.extra) return { cards: view.hand, fromHand: true };
  const played = phase.played[duck];
  return { cards: played ? [played] : [], fromHand: false };
}

/**
 * The move `player` makes for the view's seat now, or null when the race waits on someone else:
 * the next duck to place, a card for each duck still without one, or the duck whose turn it is.
 */
export function nextMove(player: DuckPlayer, context: SeatContext): RaceMove | null {
  const { view } = context;
  const { phase, seat } = view;
  const owns = (duck: number | undefined): duck is number =>
    duck !== undefined && view.ducks[duck]?.owner === seat;
  if (phase.kind === 'placing') {
    const duck = phase.order[0];
    return owns(duck) ? { type: 'place', ...player.place(context, duck) } : null;
  }
  if (phase.kind === 'choosing') {
    const duck = phase.ready.findIndex((ready, index) => !ready && owns(index));
    if (duck < 0) return null;
    return { type: 'choose', duck, card: player.choose(context, duck, freeCards(view, duck)) };
  }
  if (phase.kind === 'moving') {
    const duck = phase.queue[0];
    return owns(duck) ? { type: 'move', ...player.plan(context, duck) } : null;
  }
  return null;
}
