import type { Duck, MovementCard, Position } from '../engine/index.js';
import { type Course, courseOf, remainingSwim, WON } from './course.js';
import { type MoveOption, moveOptions } from './options.js';
import { cardByNumber, otherDucks, type SeatContext } from './player.js';

/** What a move ending on a buoy is worth when the hand is empty and the extra card comes blind off the deck. */
const BLIND_EXTRA_MOVE = 1.5;
/** Jumps from a start square weighed in full; the rest are plainly worse where they land. */
const JUMPS_WORTH_A_LOOK = 3;

export interface SearchContext {
  course: Course;
  deck: readonly MovementCard[];
  /** Where the other ducks are taken to stay. */
  others: readonly Position[];
}

/** How good a duck's position is once its move and any extra moves are over, given the cards it keeps: lower is better. */
export type Valuation = (duck: Duck, kept: readonly number[]) => number;

export const swimLeft =
  (course: Course): Valuation =>
  (duck) =>
    remainingSwim(course, duck);

export interface Play {
  option: MoveOption;
  value: number;
}

export const without = (cards: readonly number[], card: number) => cards.filter((held) => held !== card);

/** What a seat's player searches with: the board's distances, the cards, and the other ducks where they are. */
export const searchContext = ({ board, deck, view }: SeatContext, duck: number): SearchContext => ({
  course: courseOf(board),
  deck,
  others: otherDucks(view, duck),
});

/**
 * The best way to play `card`, counting extra moves: a move ending exactly on a buoy goes on with
 * the best of the cards `kept` (at most `chain` times). Null when the card is not in the deck.
 */
export function bestPlay(
  context: SearchContext,
  duck: Duck,
  card: number,
  kept: readonly number[],
  chain: number,
  valuation: Valuation,
): Play | null {
  const movementCard = cardByNumber(context.deck, card);
  if (!movementCard) return null;
  let best: Play | null = null;
  for (const option of worthALook(
    context.course,
    moveOptions(context.course.board, movementCard, duck, context.others),
  )) {
    const value = optionValue(context, option, kept, chain, valuation);
    if (!best || value < best.value) best = { option, value };
  }
  return best;
}

/** Every option without a jump, and only the few best jumps by where they land: a jump ends the move. */
function worthALook(course: Course, options: readonly MoveOption[]): MoveOption[] {
  const jumps = options
    .filter((option) => option.plan.teleport !== null)
    .map((option) => ({ option, value: remainingSwim(course, option.result.duck) }))
    .sort((a, b) => a.value - b.value)
    .slice(0, JUMPS_WORTH_A_LOOK)
    .map((entry) => entry.option);
  return [...options.filter((option) => option.plan.teleport === null), ...jumps];
}

function optionValue(
  context: SearchContext,
  option: MoveOption,
  kept: readonly number[],
  chain: number,
  valuation: Valuation,
): number {
  const { result } = option;
  if (result.end.kind === 'won') return WON;
  if (!result.extraMove) return valuation(result.duck, kept);
  if (kept.length === 0 || chain <= 0) return valuation(result.duck, kept) - BLIND_EXTRA_MOVE;
  let best = Number.POSITIVE_INFINITY;
  for (const next of kept) {
    const play = bestPlay(context, result.duck, next, without(kept, next), chain - 1, valuation);
    if (play && play.value < best) best = play.value;
  }
  return best;
}

/** The best of `cards`, each played its best way; ties go to the lowest card, which moves first. */
export function bestCard(
  context: SearchContext,
  duck: Duck,
  cards: readonly number[],
  kept: (card: number) => readonly number[],
  chain: number,
  valuation: Valuation,
): { card: number; play: Play } | null {
  let best: { card: number; play: Play } | null = null;
  for (const card of [...cards].sort((a, b) => a - b)) {
    const play = bestPlay(context, duck, card, kept(card), chain, valuation);
    if (play && (!best || play.value < best.play.value)) best = { card, play };
  }
  return best;
}
