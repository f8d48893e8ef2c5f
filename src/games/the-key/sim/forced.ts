import { isNearby, type KeyMove, type RoomId, roomsThroughPassage } from '../engine/index.js';
import { specialDiscards } from './candidates.js';
import { faceDownCount, here, lowestPlayable, type TableSight } from './sight.js';
import { bestTarget, PILE_WEIGHT, playCost } from './worth.js';

/** When nothing is worth doing but the rules demand an action: the play that spoils the least. */
export function leastHarmfulPlay(sight: TableSight): KeyMove | null {
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
export function forcedSpecial(sight: TableSight): KeyMove | null {
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
