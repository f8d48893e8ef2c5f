import { topValue } from './actions.js';
import { type BoardSideMap, isNearby, roomsThroughPassage } from './board.js';
import type { ResourceCard } from './cards.js';
import { type ActionId, actionIds, isTrap, type RoomId, type SymbolId } from './ids.js';
import type { KeyState, RegroupTarget } from './state.js';

export interface Reachable {
  room: RoomId;
  /** A shortest way there, one room per step. */
  path: RoomId[];
}

/** Every other room within `maxSteps` passages, each with a shortest path, nearest first. */
export function reachableRooms(map: BoardSideMap, from: RoomId, maxSteps: number): Reachable[] {
  const paths = new Map<RoomId, RoomId[]>([[from, []]]);
  let frontier: RoomId[] = [from];
  for (let step = 0; step < maxSteps; step++) {
    const next: RoomId[] = [];
    for (const room of frontier) {
      for (const neighbour of roomsThroughPassage(map, room)) {
        if (paths.has(neighbour)) continue;
        paths.set(neighbour, [...(paths.get(room) ?? []), neighbour]);
        next.push(neighbour);
      }
    }
    frontier = next;
  }
  return [...paths].flatMap(([room, path]) => (room === from ? [] : [{ room, path }]));
}

export interface Playable {
  card: ResourceCard;
  action: ActionId;
}

/** Each card in hand on each action card it beats, where no trace blocks it. */
export function playableCards(state: KeyState, seat: number): Playable[] {
  const hand = state.players[seat]?.hand ?? [];
  return actionIds.flatMap((action) =>
    state.actionCards[action].trace !== null
      ? []
      : hand.filter((card) => card.value > topValue(state, action)).map((card) => ({ card, action })),
  );
}

/** Rooms with face-down clue tokens left (where Intel and the lookout can look). */
export function roomsWithStacks(state: KeyState): RoomId[] {
  return state.map.rooms
    .map((room) => room.id)
    .filter((room) => (state.rooms[room]?.faceDown.length ?? 0) > 0);
}

export interface CollectChoice {
  /** Face-up symbols in the player's room, one entry per token. */
  faceUp: SymbolId[];
  /** Face-down tokens in the player's room. */
  stack: number;
}

export function collectChoice(state: KeyState, seat: number): CollectChoice {
  const room = state.players[seat]?.room;
  const tokens = room ? state.rooms[room] : undefined;
  return {
    faceUp: (tokens?.faceUp ?? []).filter((token) => !isTrap(token)),
    stack: tokens?.faceDown.length ?? 0,
  };
}

/** What Regroup (not the player's own cards) or the sweeper (any card) could clear. */
export function clearableTargets(state: KeyState, seat: number, mayTakeOwn: boolean): RegroupTarget[] {
  return actionIds.flatMap((action): RegroupTarget[] => {
    const pile = state.actionCards[action];
    const top = pile.played.at(-1);
    return [
      ...(pile.trace !== null ? [{ remove: 'trace' as const, action }] : []),
      ...(top && (mayTakeOwn || top.seat !== seat) ? [{ remove: 'card' as const, action }] : []),
    ];
  });
}

/** The other players close enough to swap cards with. */
export function nearbySeats(state: KeyState, seat: number): number[] {
  const room = state.players[seat]?.room;
  if (!room) return [];
  return state.players.flatMap((other, otherSeat) =>
    otherSeat !== seat && isNearby(state.map, room, other.room) ? [otherSeat] : [],
  );
}
