import cards from './data/movement-cards.json' with { type: 'json' };
import { deckSchema, type MovementCard } from './engine/cards.js';

/** Our own 54 movement cards (the rulebook shows only three of them), validated at load. */
export const movementCards: readonly MovementCard[] = deckSchema.parse(cards);
