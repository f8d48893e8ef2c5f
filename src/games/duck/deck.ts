import cards from './data/movement-cards.json' with { type: 'json' };
import { deckSchema, type MovementCard } from './engine/cards.js';
import type { Route } from './engine/index.js';

/** Our own 54 movement cards (the rulebook shows only three of them), validated at load. */
export const movementCards: readonly MovementCard[] = deckSchema.parse(cards);

/** The routes a movement card offers (one, or two to choose from); none for a number not in the deck. */
export const routesOf = (card: number): Route[] =>
  movementCards.find((entry) => entry.number === card)?.routes ?? [];
