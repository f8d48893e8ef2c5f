import { discardCards, randomIndex } from './deck-flow.js';
import { actionBlockedBy, type ClueToken, isTrap, type RoomId, type TraceTrap } from './ids.js';
import { type KeyState, roomTokens } from './state.js';

export type RevealedBy = 'intel' | 'collect' | 'lookout';

/** Gas: every player in the room discards a random card from hand. */
function releaseGas(state: KeyState, room: RoomId): void {
  const seats: number[] = [];
  state.players.forEach((player, seat) => {
    if (player.room !== room || player.hand.length === 0) return;
    const [card] = player.hand.splice(randomIndex(state, player.hand.length), 1);
    if (card) discardCards(state, [card]);
    seats.push(seat);
  });
  state.events.push({ type: 'gas', room, seats });
}

function placeTrace(state: KeyState, trace: TraceTrap): void {
  const action = actionBlockedBy(trace);
  state.actionCards[action].trace = trace;
  state.events.push({ type: 'trace-placed', action });
}

/**
 * Turns the top face-down token of a room over and sets off what it does.
 * Returns the token when it is a symbol now lying face up (so Collect may take it), else null.
 *
 * The rulebook lets the table remove a revealed symbol that is not on the mission card, in its
 * paragraph on revealing any clue token, so a decoy is set aside whichever action turned it over
 * (Intel, Collect or the lookout): it never lies face up and is never collected.
 */
export function revealTop(state: KeyState, room: RoomId, by: RevealedBy): ClueToken | null {
  const tokens = roomTokens(state, room);
  const token = tokens.faceDown.pop();
  if (token === undefined) return null;
  state.events.push({ type: 'revealed', room, token });
  if (!isTrap(token)) {
    if (!state.consoleSymbols.includes(token)) {
      state.events.push({ type: 'set-aside', room, symbol: token });
      return null;
    }
    tokens.faceUp.push(token);
    return token;
  }
  if (token === 'camera') {
    tokens.faceUp.push(token);
    return null;
  }
  if (token === 'gas') {
    if (by !== 'lookout') releaseGas(state, room);
    return null;
  }
  if (by === 'intel') placeTrace(state, token);
  return null;
}
