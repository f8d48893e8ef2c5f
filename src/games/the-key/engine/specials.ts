import { clearActionCard, walk } from './actions.js';
import { isNearby } from './board.js';
import { randomIndex } from './deck-flow.js';
import { type KeyState, refuse, type SpecialResolution } from './state.js';
import { revealTop } from './tokens.js';

/** Cards discarded to use a special action. */
export const SPECIAL_COST = 2;

/** The dash is a free move of up to this many steps. */
export const DASH_STEPS = 2;

/** Swap: give a card to a player nearby and take a random one of theirs. */
function swap(state: KeyState, seat: number, otherSeat: number, give: string): void {
  const player = state.players[seat] ?? refuse('no-seat');
  const other = state.players[otherSeat] ?? refuse('bad-target');
  if (otherSeat === seat) refuse('bad-target');
  if (!isNearby(state.map, player.room, other.room)) refuse('not-nearby');
  const giveIndex = player.hand.findIndex((card) => card.id === give);
  if (giveIndex < 0) refuse('card-not-in-hand');
  const [given] = player.hand.splice(giveIndex, 1);
  if (other.hand.length > 0) {
    const [taken] = other.hand.splice(randomIndex(state, other.hand.length), 1);
    if (taken) player.hand.push(taken);
  }
  if (given) other.hand.push(given);
}

/** Whether the seat's special would find something to do right now. */
export function specialHasTarget(state: KeyState, seat: number): boolean {
  const player = state.players[seat];
  if (!player) return false;
  switch (player.character.special) {
    case 'dash':
      return true;
    case 'lookout':
      return Object.values(state.rooms).some((tokens) => (tokens?.faceDown.length ?? 0) > 0);
    case 'swap':
      // Two cards pay for the swap and a third is given away.
      if (player.hand.length <= SPECIAL_COST) return false;
      return state.players.some(
        (other, otherSeat) => otherSeat !== seat && isNearby(state.map, player.room, other.room),
      );
    case 'sweep':
      return Object.values(state.actionCards).some((pile) => pile.trace !== null || pile.played.length > 0);
  }
}

export function resolveSpecial(state: KeyState, seat: number, resolution: SpecialResolution): void {
  switch (resolution.special) {
    case 'dash':
      walk(state, seat, resolution.path, DASH_STEPS);
      return;
    case 'lookout':
      if (!state.map.rooms.some((room) => room.id === resolution.room)) refuse('bad-room');
      if ((state.rooms[resolution.room]?.faceDown.length ?? 0) === 0) refuse('nothing-to-collect');
      revealTop(state, resolution.room, 'lookout');
      return;
    case 'swap':
      swap(state, seat, resolution.seat, resolution.give);
      return;
    case 'sweep':
      clearActionCard(state, seat, resolution.target, true);
      return;
  }
}
