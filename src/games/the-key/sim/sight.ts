import {
  type ActionId,
  type BoardSideMap,
  type KeyPublicView,
  type ResourceCard,
  type RoomId,
  roomsThroughPassage,
  type SymbolId,
} from '../engine/index.js';

/**
 * What one simulated player may use: the board everyone sees, their own hand, and the console
 * (its symbols, and the characters under the tabs already lifted). Never another hand, a
 * face-down token, the deck order or the cipher under a closed tab.
 */
export interface TableSight {
  view: KeyPublicView & { seat: number; hand: ResourceCard[] };
  map: BoardSideMap;
  consoleSymbols: readonly SymbolId[];
  /** Each console position: its character once its tab is up, else null. */
  consoleCells: readonly (string | null)[];
  answerKind: 'number' | 'code';
}

export const here = (sight: TableSight): RoomId => sight.view.players[sight.view.seat]?.room ?? 'entrance';

export const topOf = (sight: TableSight, action: ActionId): number =>
  sight.view.actionCards[action].played.at(-1)?.card.value ?? 0;

export const isBlocked = (sight: TableSight, action: ActionId): boolean =>
  sight.view.actionCards[action].trace !== null;

/** The cheapest card in hand that beats the action card's top, if the action is open. */
export function lowestPlayable(sight: TableSight, action: ActionId, except?: string): ResourceCard | null {
  if (isBlocked(sight, action)) return null;
  const top = topOf(sight, action);
  const beating = sight.view.hand.filter((card) => card.value > top && card.id !== except);
  return beating.reduce<ResourceCard | null>(
    (low, card) => (low && low.value <= card.value ? low : card),
    null,
  );
}

/** Console symbols whose tabs are still down. */
export function neededSymbols(sight: TableSight): SymbolId[] {
  return [...new Set(sight.consoleSymbols)].filter((symbol) => !sight.view.liftedTabs.includes(symbol));
}

export function faceDownCount(sight: TableSight, room: RoomId): number {
  return sight.view.rooms[room]?.faceDownCount ?? 0;
}

export function faceUp(sight: TableSight, room: RoomId): string[] {
  return sight.view.rooms[room]?.faceUp ?? [];
}

/** Shortest paths through passages from one room to every room it can reach. */
export function pathsFrom(map: BoardSideMap, from: RoomId): Map<RoomId, RoomId[]> {
  const paths = new Map<RoomId, RoomId[]>([[from, []]]);
  const queue: RoomId[] = [from];
  for (let room = queue.shift(); room !== undefined; room = queue.shift()) {
    for (const next of roomsThroughPassage(map, room)) {
      if (paths.has(next)) continue;
      paths.set(next, [...(paths.get(room) ?? []), next]);
      queue.push(next);
    }
  }
  return paths;
}
