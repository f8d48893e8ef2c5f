import { courseOf, remainingSwim } from '../course.js';
import { cardsToMove, type DuckPlayer, duckAt, placings } from '../player.js';
import { bestCard, searchContext, swimLeft, without } from '../search.js';

/** Extra moves looked at after a move ends on a buoy. */
const CHAIN = 2;

/**
 * Plays for the best immediate progress: the start square nearest the course, the card and route
 * that leave its duck the shortest swim round the missing buoys to the drain, extra moves counted.
 */
export const greedyPlayer: DuckPlayer = {
  place(context, duck) {
    const course = courseOf(context.board);
    const scored = placings(context, duck).map((placing) => ({
      placing,
      value: remainingSwim(course, { position: placing.at, facing: placing.facing, buoys: [] }),
    }));
    const best = Math.min(...scored.map((entry) => entry.value));
    const ties = scored.filter((entry) => entry.value === best);
    return (
      (ties[context.random.nextInt(ties.length)] ?? scored[0])?.placing ?? { at: { x: 0, y: 0 }, facing: 'N' }
    );
  },
  choose(context, duck, free) {
    const me = duckAt(context.view, duck);
    if (!me) return free[0] ?? 0;
    const valuation = swimLeft(courseOf(context.board));
    const best = bestCard(
      searchContext(context, duck),
      me,
      free,
      (card) => without(free, card),
      CHAIN,
      valuation,
    );
    return best?.card ?? free[0] ?? 0;
  },
  plan(context, duck) {
    const me = duckAt(context.view, duck);
    const { cards, fromHand } = cardsToMove(context, duck);
    const valuation = swimLeft(courseOf(context.board));
    const kept = (card: number) => without(context.view.hand, card);
    const best = me ? bestCard(searchContext(context, duck), me, cards, kept, CHAIN, valuation) : null;
    if (!best) return { plan: { route: 0, endFacing: 'forward', teleport: null } };
    return { plan: best.play.option.plan, ...(fromHand ? { card: best.card } : {}) };
  },
};
