import type { KeyGame } from '../document.js';
import {
  type ActionId,
  type ActionResolution,
  actionIds,
  type CollectPick,
  DASH_STEPS,
  MAX_MOVE_STEPS,
  type RegroupTarget,
  type ResourceCard,
  type RoomId,
  reachableRooms,
  type SpecialResolution,
  symbolIdSchema,
} from '../engine/index.js';
import { cardAt } from './custom-ids.js';

/** The menu option that plays the card for no effect. */
export const NOTHING = 'nothing';

export const targetValue = (target: RegroupTarget) => `${target.remove}.${target.action}`;

function targetOf(value: string): RegroupTarget | null {
  const [remove, action, ...rest] = value.split('.');
  if (rest.length > 0 || (remove !== 'trace' && remove !== 'card')) return null;
  const known = actionIds.find((id) => id === action);
  return known ? { remove, action: known } : null;
}

const roomOf = (game: KeyGame, value: string): RoomId | null =>
  game.mission.map.rooms.find((room) => room.id === value)?.id ?? null;

/** A walk to a room the menu offered, as the shortest path there. */
function pathTo(game: KeyGame, seat: number, value: string, steps: number): RoomId[] | null {
  const from = game.mission.players[seat]?.room;
  if (!from) return null;
  return reachableRooms(game.mission.map, from, steps).find((entry) => entry.room === value)?.path ?? null;
}

function collectPicks(values: readonly string[]): CollectPick[] | null {
  const picks: CollectPick[] = [];
  const stacked = values.filter((value) => value.startsWith('stack.')).sort();
  if (!stacked.every((value, index) => value === `stack.${index + 1}`)) return null;
  for (const value of values) {
    if (value === NOTHING || value.startsWith('stack.')) continue;
    const [kind, symbol, index, ...rest] = value.split('.');
    if (kind !== 'up' || rest.length > 0 || !/^\d$/u.test(index ?? '')) return null;
    const parsed = symbolIdSchema.safeParse(symbol);
    if (!parsed.success) return null;
    picks.push({ from: 'face-up', symbol: parsed.data });
  }
  return [...picks, ...stacked.map((): CollectPick => ({ from: 'stack' }))];
}

/** The chosen menu values as the action's resolution; null for values the menu could not have sent. */
export function actionResolution(
  game: KeyGame,
  seat: number,
  action: ActionId,
  values: readonly string[],
): ActionResolution | null {
  const [value = '', ...more] = values;
  if (action === 'collect') {
    const picks = collectPicks(values);
    return picks ? { action, picks } : null;
  }
  if (more.length > 0) return null;
  switch (action) {
    case 'move': {
      const path = pathTo(game, seat, value, MAX_MOVE_STEPS);
      return path ? { action, path } : null;
    }
    case 'intel': {
      if (value === NOTHING)
        return { action, room: game.mission.players[seat]?.room ?? 'entrance', count: 0 };
      const [roomValue = '', count, ...rest] = value.split('.');
      const room = roomOf(game, roomValue);
      return room && rest.length === 0 && (count === '1' || count === '2')
        ? { action, room, count: Number(count) }
        : null;
    }
    case 'regroup': {
      if (value === NOTHING) return { action, target: null };
      const target = targetOf(value);
      return target ? { action, target } : null;
    }
  }
}

function swapOf(value: string): { seat: number; give: ResourceCard } | null {
  const match = /^([0-3])\.(0|[1-9]\d?)$/u.exec(value);
  const give = match ? cardAt(Number(match[2])) : undefined;
  return match && give ? { seat: Number(match[1]), give } : null;
}

/** The chosen menu value as the special action's resolution. */
export function specialResolution(game: KeyGame, seat: number, value: string): SpecialResolution | null {
  const special = game.mission.players[seat]?.character.special;
  switch (special) {
    case 'dash': {
      const path = pathTo(game, seat, value, DASH_STEPS);
      return path ? { special, path } : null;
    }
    case 'lookout': {
      const room = roomOf(game, value);
      return room ? { special, room } : null;
    }
    case 'swap': {
      const swap = swapOf(value);
      return swap ? { special, seat: swap.seat, give: swap.give.id } : null;
    }
    case 'sweep': {
      const target = targetOf(value);
      return target ? { special, target } : null;
    }
    default:
      return null;
  }
}
