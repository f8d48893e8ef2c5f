import {
  actionIds,
  DASH_STEPS,
  type KeyMove,
  MAX_MOVE_STEPS,
  MAX_TOKENS_PER_ACTION,
  type ResourceCard,
  type RoomId,
  SPECIAL_COST,
} from '../engine/index.js';
import {
  faceDownCount,
  here,
  isBlocked,
  lowestPlayable,
  pathsFrom,
  type TableSight,
  topOf,
} from './sight.js';
import {
  bestTarget,
  CARD_COST,
  collectPicks,
  hitChance,
  INTEL_FIND_SHARE,
  INTEL_RISK,
  playCost,
  REVEAL_WORTH,
  roomWorth,
  SYMBOL_WORTH,
} from './worth.js';

export interface Candidate {
  move: KeyMove;
  worth: number;
}

export function collectCandidate(sight: TableSight): Candidate | null {
  const card = lowestPlayable(sight, 'collect');
  if (!card) return null;
  const { symbols, fromStack } = collectPicks(sight, here(sight));
  if (symbols.length + fromStack === 0) return null;
  const picks = [
    ...symbols.map((symbol) => ({ from: 'face-up' as const, symbol })),
    ...Array.from({ length: fromStack }, () => ({ from: 'stack' as const })),
  ];
  return {
    move: { type: 'play', card: card.id, action: 'collect', picks },
    worth: roomWorth(sight, here(sight), true) - playCost(sight, 'collect', card),
  };
}

/** Each step to a room counts against it: the nearest room holding what the team needs wins. */
const STEP_COST = 0.6;
/** A walk that reaches its room now is worth most; one that only gets closer, this share. */
const PARTIAL_WALK_SHARE = 0.5;
/** Arriving with no card left that beats Collect's top means digging waits for a later turn. */
const NO_COLLECT_SHARE = 0.75;
/** Even a walk that arrives counts a little below the Collect it makes possible. */
const ARRIVAL_SHARE = 0.9;

/** The room most worth walking to and the way there. */
function bestDestination(sight: TableSight): { path: RoomId[]; gain: number } | null {
  const from = here(sight);
  const stay = roomWorth(sight, from, true);
  let best: { path: RoomId[]; gain: number } | null = null;
  for (const [room, path] of pathsFrom(sight.map, from)) {
    if (room === from) continue;
    const gain = roomWorth(sight, room, false) - stay - STEP_COST * path.length;
    if (!best || gain > best.gain) best = { path, gain };
  }
  return best && best.gain > 0 ? best : null;
}

/** Move, or the runner's dash: walking toward the best room, as far as the steps allow. */
export function moveCandidates(sight: TableSight): Candidate[] {
  const destination = bestDestination(sight);
  if (!destination) return [];
  const walkWorth = (steps: number, spent: readonly string[]) => {
    const reached = destination.path.length <= steps ? ARRIVAL_SHARE : PARTIAL_WALK_SHARE;
    const collectNext =
      sight.view.actionsThisTurn === 0 &&
      sight.view.hand.some((card) => !spent.includes(card.id) && card.value > topOf(sight, 'collect'));
    return destination.gain * reached * (collectNext ? 1 : NO_COLLECT_SHARE);
  };
  const candidates: Candidate[] = [];
  const walking = lowestPlayable(sight, 'move');
  if (walking)
    candidates.push({
      move: {
        type: 'play',
        card: walking.id,
        action: 'move',
        path: destination.path.slice(0, MAX_MOVE_STEPS),
      },
      worth: walkWorth(MAX_MOVE_STEPS, [walking.id]) - playCost(sight, 'move', walking),
    });
  const special = specialDiscards(sight);
  if (sight.view.players[sight.view.seat]?.special === 'dash' && special)
    candidates.push({
      move: {
        type: 'special',
        discard: special.cards,
        special: 'dash',
        path: destination.path.slice(0, DASH_STEPS),
      },
      worth: walkWorth(DASH_STEPS, special.cards) - special.cost,
    });
  return candidates;
}

/** Intel on a room someone stands in tells little their own Collect would not. */
const WATCHED_ROOM_COST = 1;
/** Looking into a far room saves the longest walk on a guess. */
const FAR_LOOK_WORTH = 0.15;

export function intelCandidate(sight: TableSight): Candidate | null {
  const card = lowestPlayable(sight, 'intel');
  if (!card) return null;
  const paths = pathsFrom(sight.map, here(sight));
  let best: Candidate | null = null;
  for (const [room, path] of paths) {
    const count = Math.min(MAX_TOKENS_PER_ACTION, faceDownCount(sight, room));
    if (count === 0) continue;
    const somebodyThere = sight.view.players.some((player) => player.room === room);
    const worth =
      count * (REVEAL_WORTH + hitChance(sight) * SYMBOL_WORTH * INTEL_FIND_SHARE - INTEL_RISK) +
      (somebodyThere ? -WATCHED_ROOM_COST : FAR_LOOK_WORTH * path.length) -
      playCost(sight, 'intel', card);
    if (!best || worth > best.worth)
      best = { move: { type: 'play', card: card.id, action: 'intel', room, count }, worth };
  }
  return best;
}

export function clearCandidates(sight: TableSight): Candidate[] {
  const candidates: Candidate[] = [];
  const card = lowestPlayable(sight, 'regroup');
  const regroup = card && bestTarget(sight, false);
  if (card && regroup)
    candidates.push({
      move: { type: 'play', card: card.id, action: 'regroup', target: regroup.target },
      worth: regroup.worth - playCost(sight, 'regroup', card),
    });
  const special = specialDiscards(sight);
  const sweep = bestTarget(sight, true);
  if (sight.view.players[sight.view.seat]?.special === 'sweep' && special && sweep)
    candidates.push({
      move: { type: 'special', discard: special.cards, special: 'sweep', target: sweep.target },
      worth: sweep.worth - special.cost,
    });
  return candidates;
}

/** The two cards a special costs: those no action card can take any more first, then the lowest. */
export function specialDiscards(sight: TableSight): { cards: [string, string]; cost: number } | null {
  if (sight.view.hand.length < SPECIAL_COST) return null;
  const open = actionIds.filter((action) => !isBlocked(sight, action));
  const lowestTop = Math.min(...open.map((action) => topOf(sight, action)));
  const dead = (card: ResourceCard) => card.value <= lowestTop;
  const [first, second] = [...sight.view.hand].sort(
    (a, b) => Number(dead(b)) - Number(dead(a)) || a.value - b.value,
  );
  if (!first || !second) return null;
  const cost = [first, second].reduce((sum, card) => sum + (dead(card) ? 1 : CARD_COST), 0);
  return { cards: [first.id, second.id], cost };
}

export function lookoutCandidate(sight: TableSight): Candidate | null {
  const special = specialDiscards(sight);
  if (sight.view.players[sight.view.seat]?.special !== 'lookout' || !special) return null;
  const rooms = sight.map.rooms.map((room) => room.id).filter((room) => faceDownCount(sight, room) > 0);
  const room = rooms.sort((a, b) => faceDownCount(sight, b) - faceDownCount(sight, a))[0];
  if (!room) return null;
  return {
    move: { type: 'special', discard: special.cards, special: 'lookout', room },
    worth: REVEAL_WORTH + hitChance(sight) * SYMBOL_WORTH * INTEL_FIND_SHARE - special.cost,
  };
}
