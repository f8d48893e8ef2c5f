import { DECK_SIZE, type Duck, type Position } from '../../engine/index.js';
import { type Course, courseOf, remainingSwim } from '../course.js';
import { cardsToMove, type DuckPlayer, duckAt, placings } from '../player.js';
import {
  bestCard,
  bestPlay,
  type SearchContext,
  searchContext,
  swimLeft,
  type Valuation,
  without,
} from '../search.js';

/** Extra moves looked at after a move ends on a buoy. */
const CHAIN = 2;
/** How much the next move counts against where this one leaves the duck. */
const NEXT_MOVE_WEIGHT = 0.5;
/** What swimming past a duck that may move first is feared to cost, in squares (a bonk and a turn round). */
const CROWDING_COST = 2;

/** Where a duck stands, and what the best of the cards it keeps would make of it next round. */
function withNextMove(context: SearchContext, course: Course): Valuation {
  const now = swimLeft(course);
  return (duck, kept) => {
    const here = remainingSwim(course, duck);
    let next = here;
    for (const card of kept) {
      const play = bestPlay(context, duck, card, without(kept, card), 1, now);
      if (play && play.value < next) next = play.value;
    }
    return (1 - NEXT_MOVE_WEIGHT) * here + NEXT_MOVE_WEIGHT * next;
  };
}

/**
 * The ducks that may swim first: a card is likelier to move after the others the higher it is, and
 * a route passing close by another duck may find it moved into the way.
 */
function crowding(path: readonly Position[], others: readonly Position[], card: number): number {
  const chanceOthersFirst = (card - 1) / (DECK_SIZE - 1);
  const near = others.filter((other) =>
    path.some((square) => Math.abs(square.x - other.x) + Math.abs(square.y - other.y) <= 1),
  ).length;
  return CROWDING_COST * chanceOthersFirst * near;
}

/**
 * Thinks a move further than the greedy player: it values a position by what its other cards can
 * make of it next, and shies from routes past ducks that may move before it.
 */
export const lookaheadPlayer: DuckPlayer = {
  place(context, duck) {
    const course = courseOf(context.board);
    const search = searchContext(context, duck);
    const valuation = withNextMove(search, course);
    let best = { value: Number.POSITIVE_INFINITY, placing: placings(context, duck)[0] };
    for (const placing of placings(context, duck)) {
      const me: Duck = { position: placing.at, facing: placing.facing, buoys: [] };
      const value = valuation(me, context.view.hand) + context.random.nextInt(1000) / 1e6;
      if (value < best.value) best = { value, placing };
    }
    return best.placing ?? { at: { x: 0, y: 0 }, facing: 'N' };
  },
  choose(context, duck, free) {
    const me = duckAt(context.view, duck);
    if (!me) return free[0] ?? 0;
    const search = searchContext(context, duck);
    const valuation = withNextMove(search, courseOf(context.board));
    let best = { value: Number.POSITIVE_INFINITY, card: free[0] ?? 0 };
    for (const card of free) {
      const play = bestPlay(search, me, card, without(free, card), CHAIN, valuation);
      if (!play) continue;
      const value = play.value + crowding(play.option.result.path, search.others, card);
      if (value < best.value) best = { value, card };
    }
    return best.card;
  },
  plan(context, duck) {
    const me = duckAt(context.view, duck);
    const { cards, fromHand } = cardsToMove(context, duck);
    const search = searchContext(context, duck);
    const valuation = withNextMove(search, courseOf(context.board));
    const kept = (card: number) => without(context.view.hand, card);
    const best = me ? bestCard(search, me, cards, kept, CHAIN, valuation) : null;
    if (!best) return { plan: { route: 0, endFacing: 'forward', teleport: null } };
    return { plan: best.play.option.plan, ...(fromHand ? { card: best.card } : {}) };
  },
};
