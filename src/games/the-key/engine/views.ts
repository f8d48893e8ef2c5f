import type { ResourceCard } from './cards.js';
import type { ClueToken, RoomId } from './ids.js';
import type { KeyState } from './state.js';

/** What everyone at the table sees: no card values in hands, no face-down tokens, no deck order. */
export function publicView(state: KeyState) {
  return {
    missionId: state.missionId,
    side: state.side,
    answerLength: state.answerLength,
    current: state.current,
    actionsThisTurn: state.actionsThisTurn,
    players: state.players.map((player) => ({
      character: player.character.id,
      special: player.character.special,
      room: player.room,
      handSize: player.hand.length,
    })),
    rooms: Object.fromEntries(
      Object.entries(state.rooms).map(([room, tokens]) => [
        room,
        { faceDownCount: tokens?.faceDown.length ?? 0, faceUp: [...(tokens?.faceUp ?? [])] },
      ]),
    ) as Partial<Record<RoomId, { faceDownCount: number; faceUp: ClueToken[] }>>,
    liftedTabs: [...state.collected],
    actionCards: structuredClone(state.actionCards),
    deckSize: state.deck.length,
    discard: structuredClone(state.discard),
    timeCardsWaiting: state.timeCards.length,
    crisis: state.crisis,
    proposal: structuredClone(state.proposal),
    outcome: structuredClone(state.outcome),
    events: structuredClone(state.events),
  };
}
export type KeyPublicView = ReturnType<typeof publicView>;

/** One player's view: the table plus their own hand. */
export function seatView(
  state: KeyState,
  seat: number,
): KeyPublicView & { seat: number; hand: ResourceCard[] } {
  return { ...publicView(state), seat, hand: structuredClone(state.players[seat]?.hand ?? []) };
}
