import {
  type ActionId,
  actionIds,
  MAX_TOKENS_PER_ACTION,
  type RegroupTarget,
  type ResourceCard,
  type RoomId,
} from '../engine/index.js';
import { faceDownCount, faceUp, neededSymbols, type TableSight, topOf } from './sight.js';

/** Worth of lifting a console tab, in the same units as a card's cost. */
export const SYMBOL_WORTH = 10;
/** Worth of turning a token over: the stacks thin out and the team learns where to look. */
export const REVEAL_WORTH = 1.5;
/** A card spent is a card of time gone. */
export const CARD_COST = 3;
/** Each point a played card jumps over the top makes the action card harder to use again. */
const GAP_COST = 0.9;
/** A trace on Move, Intel or Collect stops the team; on Regroup only the sweeper can lift it. */
const TRACE_WORTH: Record<ActionId, number> = { move: 7, intel: 4, collect: 9, regroup: 5 };
/** Each point an action card's top comes down by is room for another card there. */
const DROP_WORTH = 0.8;
/**
 * An action card no card in hand can beat is worth opening even when the card below is nearly as
 * high: it takes several clearings, and each one is a step.
 */
const STUCK_WORTH = 3;
/** How much each action card matters to the team when it clogs or must take a forced card. */
export const PILE_WEIGHT: Record<ActionId, number> = { move: 1, intel: 0.7, collect: 1.2, regroup: 0.8 };
/** A symbol Intel turns up still needs a walk and a Collect, so it counts for this share. */
export const INTEL_FIND_SHARE = 0.7;
/** Intel may turn up a trace that blocks its own card; the team cannot know the mix. */
export const INTEL_RISK = 0.4;
/** Ending a turn beside a camera costs a card from the deck. */
const CAMERA_COST = 2;
/** A symbol lying where a teammate already stands is theirs to collect. */
const CLAIMED_SHARE = 0.3;
/**
 * Gas makes everyone in the room discard a card, so digging where teammates stand risks more;
 * the team cannot know the mix, and weighs each dug token as this likely to hurt.
 */
const GAS_RISK = 0.2;
/** Another player already standing in a room will dig there. */
const CROWD_COST = 2.5;

export const playCost = (sight: TableSight, action: ActionId, card: ResourceCard) =>
  CARD_COST + GAP_COST * (card.value - topOf(sight, action) - 1);

/** Chance that a face-down token is a console symbol the team still needs. */
export function hitChance(sight: TableSight): number {
  const needed = neededSymbols(sight);
  const showing = new Set(Object.values(sight.view.rooms).flatMap((room) => room?.faceUp ?? []));
  const hidden = needed.filter((symbol) => !showing.has(symbol)).length;
  const faceDown = Object.values(sight.view.rooms).reduce((sum, room) => sum + (room?.faceDownCount ?? 0), 0);
  return faceDown > 0 ? hidden / faceDown : 0;
}

/** What one Collect in `room` would take: needed face-up symbols first, then the top of the stack. */
export function collectPicks(sight: TableSight, room: RoomId) {
  const needed = neededSymbols(sight);
  const symbols = faceUp(sight, room)
    .filter((token) => needed.includes(token))
    .slice(0, MAX_TOKENS_PER_ACTION);
  const fromStack = Math.min(MAX_TOKENS_PER_ACTION - symbols.length, faceDownCount(sight, room));
  return { symbols, fromStack };
}

export function roomWorth(sight: TableSight, room: RoomId, standingHere: boolean): number {
  const { symbols, fromStack } = collectPicks(sight, room);
  const others = sight.view.players.filter(
    (player, seat) => seat !== sight.view.seat && player.room === room,
  ).length;
  const cameras = faceUp(sight, room).filter((token) => token === 'camera').length;
  const gas = GAS_RISK * (others + 1) * CARD_COST;
  const dig = fromStack * (REVEAL_WORTH + hitChance(sight) * SYMBOL_WORTH - gas);
  const claimed = !standingHere && others > 0 ? CLAIMED_SHARE : 1;
  return (
    symbols.length * SYMBOL_WORTH * claimed +
    dig -
    (standingHere ? 0 : others * CROWD_COST) -
    cameras * CAMERA_COST
  );
}

/** What clearing a target is worth: a trace on a needed card, or a high card sitting on a low one. */
export function clearWorth(sight: TableSight, target: RegroupTarget): number {
  const pile = sight.view.actionCards[target.action];
  if (target.remove === 'trace') return TRACE_WORTH[target.action];
  const top = pile.played.at(-1)?.card.value ?? 0;
  const below = pile.played.at(-2)?.card.value ?? 0;
  const stuck = sight.view.hand.every((card) => card.value <= top);
  return PILE_WEIGHT[target.action] * (DROP_WORTH * (top - below) + (stuck ? STUCK_WORTH : 0));
}

export function clearTargets(sight: TableSight, mayTakeOwn: boolean): RegroupTarget[] {
  return actionIds.flatMap((action): RegroupTarget[] => {
    const pile = sight.view.actionCards[action];
    const top = pile.played.at(-1);
    return [
      ...(pile.trace !== null ? [{ remove: 'trace' as const, action }] : []),
      ...(top && (mayTakeOwn || top.seat !== sight.view.seat) ? [{ remove: 'card' as const, action }] : []),
    ];
  });
}

/** Regroup itself puts the player's card on top of its own pile, so it cannot clear that pile's card. */
export function bestTarget(sight: TableSight, mayTakeOwn: boolean) {
  let best: { target: RegroupTarget; worth: number } | null = null;
  for (const target of clearTargets(sight, mayTakeOwn)) {
    if (!mayTakeOwn && target.remove === 'card' && target.action === 'regroup') continue;
    const worth = clearWorth(sight, target);
    if (!best || worth > best.worth) best = { target, worth };
  }
  return best;
}
