import { ACTIONS_PER_TURN, type KeyMove, timeIcons } from '../engine/index.js';
import {
  type Candidate,
  clearCandidates,
  collectCandidate,
  intelCandidate,
  lookoutCandidate,
  moveCandidates,
} from './candidates.js';
import { forcedSpecial, leastHarmfulPlay } from './forced.js';
import type { TableSight } from './sight.js';

/**
 * In crisis every card drawn may be a time card: draw only to keep this many in hand, and once a
 * time card lies in the discards, only when the hand is empty.
 */
const CRISIS_HAND = 2;

/** Draws to keep a few cards; before the crisis, the same holds for the cards taken once the deck runs out. */
function endTurn(sight: TableSight): KeyMove {
  const wanted = !sight.view.crisis || timeIcons(sight.view.discard) === 0 ? CRISIS_HAND : 1;
  const inHand = sight.view.hand.length + (sight.view.crisis ? 0 : sight.view.deckSize);
  return { type: 'end-turn', draws: Math.max(0, wanted - inHand) };
}

/** The seat's next move on its own turn: the most worthwhile action, or the end of the turn. */
export function chooseTurnMove(sight: TableSight): KeyMove {
  if (sight.view.actionsThisTurn >= ACTIONS_PER_TURN) return endTurn(sight);
  const candidates = [
    collectCandidate(sight),
    intelCandidate(sight),
    lookoutCandidate(sight),
    ...moveCandidates(sight),
    ...clearCandidates(sight),
  ].filter((candidate): candidate is Candidate => candidate !== null);
  const best = candidates.reduce<Candidate | null>(
    (top, next) => (top && top.worth >= next.worth ? top : next),
    null,
  );
  if (best && best.worth > 0) return best.move;
  if (sight.view.actionsThisTurn > 0) return endTurn(sight);
  return best?.move ?? leastHarmfulPlay(sight) ?? forcedSpecial(sight) ?? endTurn(sight);
}
