import type { SeededRandom } from '../../../../platform/random/seeded-random.js';
import { directions, startSquares, type Turn, turns } from '../../engine/index.js';
import { cardByNumber, type DuckPlayer, otherDucks } from '../player.js';

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
  plan({ deck, view, random }) {
    const { phase } = view;
    const extra = phase.kind === 'moving' && phase.extra && view.hand.length > 0;
    const number = extra
      ? pick(random, view.hand)
      : phase.kind === 'moving'
        ? phase.played[phase.queue[0] ?? -1]
        : null;
    const card = cardByNumber(deck, number ?? 0);
    const route = random.nextInt(card?.routes.length ?? 1);
    const endFacing: Turn = pick(random, card?.routes[route]?.endFacings ?? turns);
    return { plan: { route, endFacing, teleport: null }, ...(extra && number ? { card: number } : {}) };
  },
};
