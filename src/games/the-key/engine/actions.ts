import { roomsThroughPassage } from './board.js';
import { discardCards } from './deck-flow.js';
import type { ActionId, RoomId, SymbolId } from './ids.js';
import { type ActionResolution, type KeyState, type RegroupTarget, refuse, roomTokens } from './state.js';
import { revealTop } from './tokens.js';

export const MAX_MOVE_STEPS = 3;
export const MAX_TOKENS_PER_ACTION = 2;

/** Walks the mover along `path`, one passage per step. */
export function walk(state: KeyState, seat: number, path: readonly RoomId[], maxSteps: number): void {
  const player = state.players[seat] ?? refuse('no-seat');
  if (path.length === 0 || path.length > maxSteps) refuse('bad-path');
  let here = player.room;
  for (const room of path) {
    if (!roomsThroughPassage(state.map, here).includes(room)) refuse('bad-path');
    here = room;
  }
  player.room = here;
}

function intel(state: KeyState, room: RoomId, count: number): void {
  if (!state.map.rooms.some((known) => known.id === room)) refuse('bad-room');
  if (!Number.isInteger(count) || count < 0 || count > MAX_TOKENS_PER_ACTION) refuse('bad-count');
  for (let revealed = 0; revealed < count; revealed++) revealTop(state, room, 'intel');
}

function collectSymbol(state: KeyState, seat: number, symbol: SymbolId): void {
  if (!state.collected.includes(symbol)) state.collected.push(symbol);
  state.events.push({ type: 'collected', seat, symbol });
}

function collect(state: KeyState, seat: number, picks: ActionResolution & { action: 'collect' }): void {
  const player = state.players[seat] ?? refuse('no-seat');
  if (picks.picks.length > MAX_TOKENS_PER_ACTION) refuse('bad-count');
  for (const pick of picks.picks) {
    const tokens = roomTokens(state, player.room);
    if (pick.from === 'face-up') {
      const index = tokens.faceUp.indexOf(pick.symbol);
      if (index < 0 || pick.symbol === 'camera') refuse('nothing-to-collect');
      tokens.faceUp.splice(index, 1);
      collectSymbol(state, seat, pick.symbol);
    } else {
      if (tokens.faceDown.length === 0) refuse('nothing-to-collect');
      const symbol = revealTop(state, player.room, 'collect');
      if (symbol !== null) {
        tokens.faceUp.splice(tokens.faceUp.lastIndexOf(symbol), 1);
        collectSymbol(state, seat, symbol);
      }
    }
  }
}

/** Regroup and the sweeper: lift a trace off an action card, or discard the top card played there. */
export function clearActionCard(
  state: KeyState,
  seat: number,
  target: RegroupTarget,
  mayTakeOwn: boolean,
): void {
  const pile = state.actionCards[target.action] ?? refuse('bad-target');
  if (target.remove === 'trace') {
    if (pile.trace === null) refuse('bad-target');
    pile.trace = null;
    return;
  }
  const top = pile.played.at(-1) ?? refuse('bad-target');
  if (!mayTakeOwn && top.seat === seat) refuse('own-card');
  pile.played.pop();
  discardCards(state, [top.card]);
}

export function resolveAction(state: KeyState, seat: number, resolution: ActionResolution): void {
  switch (resolution.action) {
    case 'move':
      walk(state, seat, resolution.path, MAX_MOVE_STEPS);
      return;
    case 'intel':
      intel(state, resolution.room, resolution.count);
      return;
    case 'collect':
      collect(state, seat, resolution);
      return;
    case 'regroup':
      if (resolution.target) clearActionCard(state, seat, resolution.target, false);
      return;
  }
}

/** The value a new card must beat on an action card (0 when nothing was played there). */
export function topValue(state: KeyState, action: ActionId): number {
  return state.actionCards[action].played.at(-1)?.card.value ?? 0;
}
