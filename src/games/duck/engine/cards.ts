import { z } from 'zod';
import { type Position, rotate, samePosition, stepFrom, type Turn } from './geometry.js';
import type { Route } from './movement.js';

const TURN_OF: Record<string, Turn> = { F: 'forward', R: 'right', B: 'back', L: 'left' };
export const DECK_SIZE = 54;
/** The longest route a card draws. */
const MAX_STEPS = 6;

const turnsSchema = (maxLength: number) =>
  z
    .string()
    .regex(new RegExp(`^[FRBL]{1,${maxLength}}$`, 'u'))
    .transform((letters) => [...letters].map((letter) => TURN_OF[letter] as Turn));

/** A route never crosses itself: the red arrows on the card are one line. */
export function crossesItself(steps: readonly Turn[]): boolean {
  let position: Position = { x: 0, y: 0 };
  const seen: Position[] = [position];
  for (const turn of steps) {
    position = stepFrom(position, rotate('N', turn));
    if (seen.some((square) => samePosition(square, position))) return true;
    seen.push(position);
  }
  return false;
}

const routeSchema = z
  .object({ path: turnsSchema(MAX_STEPS), end: turnsSchema(4) })
  .refine((route) => !crossesItself(route.path), 'a route never crosses itself')
  .refine((route) => new Set(route.end).size === route.end.length, 'each end facing once')
  .transform((route): Route => ({ steps: route.path, endFacings: route.end }));

export interface MovementCard {
  /** The order of moves within a round: the lowest card moves first. */
  number: number;
  /** One route, or two the player chooses between. */
  routes: Route[];
}

/**
 * The deck as its data file writes it: a path as letters relative to the duck's facing before the
 * move (`F`orward, `L`eft, `R`ight), the end facings allowed likewise (`B`ack too). Validated when
 * loaded: cards 1 to 54, each once, one or two routes that never cross themselves.
 */
export const deckSchema = z
  .array(
    z.object({ number: z.number().int().min(1).max(DECK_SIZE), routes: z.array(routeSchema).min(1).max(2) }),
  )
  .length(DECK_SIZE)
  .refine(
    (cards) => new Set(cards.map((card) => card.number)).size === DECK_SIZE,
    'every number from 1 to 54 once',
  )
  .transform((cards): MovementCard[] => [...cards].sort((a, b) => a.number - b.number));
