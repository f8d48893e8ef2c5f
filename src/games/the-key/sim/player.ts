import type { SeededRandom } from '../../../platform/random/seeded-random.js';
import {
  ACTIONS_PER_TURN,
  type ActionId,
  DASH_STEPS,
  isNearby,
  type KeyMove,
  LOSING_TIME_ICONS,
  type RegroupTarget,
  type ResourceCard,
  type RoomId,
  roomsThroughPassage,
  SPECIAL_COST,
  timeIcons,
} from '../engine/index.js';
import {
  faceDownCount,
  faceUp,
  here,
  isBlocked,
  lowestPlayable,
  neededSymbols,
  pathsFrom,
  type TableSight,
  topOf,
} from './sight.js';

/** Worth of lifting a console tab, in the same units as a card's cost. */
const SYMBOL_WORTH = 10;
/** Worth of turning a token over: the stacks thin out and the team learns where to look. */
const REVEAL_WORTH = 1.5;
/** A card spent is a card of time gone. */
const CARD_COST = 3;
/** Each point a played card jumps over the top makes the action card harder to use again. */
const GAP_COST = 0.9;
/** A trace on Move, Intel or Collect stops the team; on Regroup only the sweeper can lift it. */
const TRACE_WORTH: Record<ActionId, number> = { move: 7, intel: 4, collect: 9, regroup: 5 };
/**
 * An action card no card in hand can beat is worth opening even when the card below is nearly as
 * high: it takes several clearings, and each one is a step.
 */
const STUCK_WORTH = 3;
const PILE_WEIGHT: Record<ActionId, number> = { move: 1, intel: 0.7, collect: 1.2, regroup: 0.8 };
/** A symbol Intel turns up still needs a walk and a Collect, so it counts for this share. */
const INTEL_FIND_SHARE = 0.7;
/** Intel may turn up a trace that blocks its own card; the team cannot know the mix. */
const INTEL_RISK = 0.4;
/** Ending a turn beside a camera costs a card from the deck. */
const CAMERA_COST = 2;
/**
 * In crisis every card drawn may be a time card: draw only to keep this many in hand, and once a
 * time card lies in the discards, only when the hand is empty.
 */
const CRISIS_HAND = 2;
/** A symbol lying where a teammate already stands is theirs to collect. */
const CLAIMED_SHARE = 0.3;
/**
 * Gas makes everyone in the room discard a card, so digging where teammates stand risks more;
 * the team cannot know the mix, and weighs each dug token as this likely to hurt.
 */
const GAS_RISK = 0.2;
/** Another player already standing in a room will dig there. */
const CROWD_COST = 2.5;

interface Candidate {
  move: KeyMove;
  worth: number;
}

const playCost = (sight: TableSight, action: ActionId, card: ResourceCard) =>
  CARD_COST + GAP_COST * (card.value - topOf(sight, action) - 1);

/** Chance that a face-down token is a console symbol the team still needs. */
function hitChance(sight: TableSight): number {
  const needed = neededSymbols(sight);
  const showing = new Set(Object.values(sight.view.rooms).flatMap((room) => room?.faceUp ?? []));
  const hidden = needed.filter((symbol) => !showing.has(symbol)).length;
  const faceDown = Object.values(sight.view.rooms).reduce((sum, room) => sum + (room?.faceDownCount ?? 0), 0);
  return faceDown > 0 ? hidden / faceDown : 0;
}

/** What one Collect in `room` would take: needed face-up symbols first, then the top of the stack. */
function collectPicks(sight: TableSight, room: RoomId) {
  const needed = neededSymbols(sight);
  const symbols = faceUp(sight, room)
    .filter((token) => needed.includes(token))
    .slice(0, 2);
  const fromStack = Math.min(2 - symbols.length, faceDownCount(sight, room));
  return { symbols, fromStack };
}

function roomWorth(sight: TableSight, room: RoomId, standingHere: boolean): number {
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

function collectCandidate(sight: TableSight): Candidate | null {
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

/** The room most worth walking to (farther rooms count a little less) and the way there. */
function bestDestination(sight: TableSight): { path: RoomId[]; gain: number } | null {
  const from = here(sight);
  const stay = roomWorth(sight, from, true);
  let best: { path: RoomId[]; gain: number } | null = null;
  for (const [room, path] of pathsFrom(sight.map, from)) {
    if (room === from) continue;
    const gain = roomWorth(sight, room, false) - stay - 0.6 * path.length;
    if (!best || gain > best.gain) best = { path, gain };
  }
  return best && best.gain > 0 ? best : null;
}

function moveCandidates(sight: TableSight): Candidate[] {
  const destination = bestDestination(sight);
  if (!destination) return [];
  const walking = lowestPlayable(sight, 'move');
  const collectAfter = (except: string[]) =>
    sight.view.actionsThisTurn === 0 &&
    sight.view.hand.some((card) => !except.includes(card.id) && card.value > topOf(sight, 'collect'));
  const candidates: Candidate[] = [];
  if (walking) {
    const reached = destination.path.length <= 3;
    const factor = (reached ? 0.9 : 0.5) * (collectAfter([walking.id]) ? 1 : 0.75);
    candidates.push({
      move: { type: 'play', card: walking.id, action: 'move', path: destination.path.slice(0, 3) },
      worth: destination.gain * factor - playCost(sight, 'move', walking),
    });
  }
  const special = specialDiscards(sight);
  if (sight.view.players[sight.view.seat]?.special === 'dash' && special) {
    const reached = destination.path.length <= DASH_STEPS;
    const factor = (reached ? 0.9 : 0.4) * (collectAfter(special.cards) ? 1 : 0.75);
    candidates.push({
      move: {
        type: 'special',
        discard: special.cards,
        special: 'dash',
        path: destination.path.slice(0, DASH_STEPS),
      },
      worth: destination.gain * factor - special.cost,
    });
  }
  return candidates;
}

function intelCandidate(sight: TableSight): Candidate | null {
  const card = lowestPlayable(sight, 'intel');
  if (!card) return null;
  const paths = pathsFrom(sight.map, here(sight));
  let best: Candidate | null = null;
  for (const [room, path] of paths) {
    const count = Math.min(2, faceDownCount(sight, room));
    if (count === 0) continue;
    const somebodyThere = sight.view.players.some((player) => player.room === room);
    const worth =
      count * (REVEAL_WORTH + hitChance(sight) * SYMBOL_WORTH * INTEL_FIND_SHARE - INTEL_RISK) +
      (somebodyThere ? -1 : 0.15 * path.length) -
      playCost(sight, 'intel', card);
    if (!best || worth > best.worth)
      best = { move: { type: 'play', card: card.id, action: 'intel', room, count }, worth };
  }
  return best;
}

/** What clearing a target is worth: a trace on a needed card, or a high card sitting on a low one. */
function clearWorth(sight: TableSight, target: RegroupTarget): number {
  const pile = sight.view.actionCards[target.action];
  if (target.remove === 'trace') return TRACE_WORTH[target.action];
  const top = pile.played.at(-1)?.card.value ?? 0;
  const below = pile.played.at(-2)?.card.value ?? 0;
  const stuck = sight.view.hand.every((card) => card.value <= top);
  return PILE_WEIGHT[target.action] * (0.8 * (top - below) + (stuck ? STUCK_WORTH : 0));
}

function clearTargets(sight: TableSight, mayTakeOwn: boolean): RegroupTarget[] {
  return (['move', 'intel', 'collect', 'regroup'] as const).flatMap((action): RegroupTarget[] => {
    const pile = sight.view.actionCards[action];
    const top = pile.played.at(-1);
    return [
      ...(pile.trace !== null ? [{ remove: 'trace' as const, action }] : []),
      ...(top && (mayTakeOwn || top.seat !== sight.view.seat) ? [{ remove: 'card' as const, action }] : []),
    ];
  });
}

/** Regroup itself puts the player's card on top of its own pile, so it cannot clear that pile's card. */
function bestTarget(sight: TableSight, mayTakeOwn: boolean) {
  let best: { target: RegroupTarget; worth: number } | null = null;
  for (const target of clearTargets(sight, mayTakeOwn)) {
    if (!mayTakeOwn && target.remove === 'card' && target.action === 'regroup') continue;
    const worth = clearWorth(sight, target);
    if (!best || worth > best.worth) best = { target, worth };
  }
  return best;
}

function clearCandidates(sight: TableSight): Candidate[] {
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
function specialDiscards(sight: TableSight): { cards: [string, string]; cost: number } | null {
  if (sight.view.hand.length < SPECIAL_COST) return null;
  const open = (['move', 'intel', 'collect', 'regroup'] as const).filter(
    (action) => !isBlocked(sight, action),
  );
  const lowestTop = Math.min(...open.map((action) => topOf(sight, action)));
  const dead = (card: ResourceCard) => card.value <= lowestTop;
  const [first, second] = [...sight.view.hand].sort(
    (a, b) => Number(dead(b)) - Number(dead(a)) || a.value - b.value,
  );
  if (!first || !second) return null;
  const cost = [first, second].reduce((sum, card) => sum + (dead(card) ? 1 : CARD_COST), 0);
  return { cards: [first.id, second.id], cost };
}

function lookoutCandidate(sight: TableSight): Candidate | null {
  const special = specialDiscards(sight);
  if (sight.view.players[sight.view.seat]?.special !== 'lookout' || !special) return null;
  const rooms = sight.map.rooms.map((room) => room.id).filter((room) => faceDownCount(sight, room) > 0);
  const room = rooms.sort((a, b) => faceDownCount(sight, b) - faceDownCount(sight, a))[0];
  if (!room) return null;
  return {
    move: { type: 'special', discard: special.cards, special: 'lookout', room },
    worth: REVEAL_WORTH + hitChance(sight) * SYMBOL_WORTH * 0.5 - special.cost,
  };
}

/** When nothing is worth doing but the rules demand an action: the play that spoils the least. */
function leastHarmfulPlay(sight: TableSight): KeyMove | null {
  let best: { move: KeyMove; cost: number } | null = null;
  for (const action of ['regroup', 'intel', 'collect', 'move'] as const) {
    const card = lowestPlayable(sight, action);
    if (!card) continue;
    const cost = playCost(sight, action, card) * PILE_WEIGHT[action];
    const move: KeyMove =
      action === 'regroup'
        ? { type: 'play', card: card.id, action, target: null }
        : action === 'intel'
          ? { type: 'play', card: card.id, action, room: here(sight), count: 0 }
          : action === 'collect'
            ? { type: 'play', card: card.id, action, picks: [] }
            : { type: 'play', card: card.id, action, path: [nextRoom(sight)] };
    if (!best || cost < best.cost) best = { move, cost };
  }
  return best?.move ?? null;
}

/** A special used only because the rules demand an action and no card can be played. */
function forcedSpecial(sight: TableSight): KeyMove | null {
  const special = specialDiscards(sight);
  const me = sight.view.players[sight.view.seat];
  if (!special || !me) return null;
  const { cards } = special;
  switch (me.special) {
    case 'dash':
      return { type: 'special', discard: cards, special: 'dash', path: [nextRoom(sight)] };
    case 'lookout': {
      const room = sight.map.rooms.find((known) => faceDownCount(sight, known.id) > 0);
      return room ? { type: 'special', discard: cards, special: 'lookout', room: room.id } : null;
    }
    case 'swap': {
      const seat = sight.view.players.findIndex(
        (other, otherSeat) => otherSeat !== sight.view.seat && isNearby(sight.map, me.room, other.room),
      );
      const give = sight.view.hand.find((card) => !cards.includes(card.id));
      return seat >= 0 && give
        ? { type: 'special', discard: cards, special: 'swap', seat, give: give.id }
        : null;
    }
    case 'sweep': {
      const target = bestTarget(sight, true)?.target;
      return target ? { type: 'special', discard: cards, special: 'sweep', target } : null;
    }
  }
}

function nextRoom(sight: TableSight): RoomId {
  return roomsThroughPassage(sight.map, here(sight))[0] ?? here(sight);
}

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

const codeCharacters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
const digits = [...'0123456789'];

/**
 * The answer to announce: the console read whole once every tab is up; with one position still
 * hidden and time running out in crisis, a guess among the characters the console does not use yet.
 */
export function answerToAnnounce(sight: TableSight, random: SeededRandom): string | null {
  const hidden = sight.consoleCells.filter((cell) => cell === null).length;
  if (hidden === 0) return sight.consoleCells.join('');
  const timeRunsOut = sight.view.crisis && timeIcons(sight.view.discard) >= LOSING_TIME_ICONS - 1;
  if (hidden > 1 || !timeRunsOut) return null;
  const used = new Set(sight.consoleCells);
  const candidates = (sight.answerKind === 'number' ? digits : codeCharacters).filter((c) => !used.has(c));
  const guess = candidates[random.nextInt(candidates.length)] ?? '0';
  return sight.consoleCells.map((cell) => cell ?? guess).join('');
}
