import type { SeededRandom } from '../../../../platform/random/seeded-random.js';
import { directions, startSquares, type Turn, turns } from '../../engine/index.js';
import { cardByNumber, cardsToMove, type DuckPlayer, otherDucks } from '../player.js';

const pick = <T>(random: SeededRandom, items: readonly T[]): T => items[random.nextInt(items.length)] as T;

/** Plays any legal move, at random: a free start square, a card, a route, a facing; never jumps. */
export const randomPlayer: DuckPlayer = {
  place({ board, view, random }, duck) {
    const taken = otherDucks(view, duck);
    const free = startSquares(board).filter(
      (start) => !taken.some((other) => other.x === start.x && other.y === start.y),
    );
    return { at: pick(random, free), facing: pick(random, directions) };
  },
  choose({ random }, _duck, free) {
    return pick(random, free);
  },
  plan(context, duck) {
    const { deck, random } = context;
    const { cards, fromHand } = cardsToMove(context, duck);
    // No card: an extra move with an empty hand takes the deck's top card, unseen, by its first route.
    if (cards.length === 0) return { plan: { route: 0, endFacing: 'forward', teleport: null } };
    const number = pick(random, cards);
    const card = cardByNumber(deck, number);
    const route = random.nextInt(card?.routes.length ?? 1);
    const endFacing: Turn = pick(random, card?.routes[route]?.endFacings ?? turns);
    return { plan: { route, endFacing, teleport: null }, ...(fromHand ? { card: number } : {}) };
  },
};
