import type { KeyCampaign } from './campaign.js';
import { keyCharacters } from './characters.js';
import type { KeyLobby } from './document.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './engine/index.js';
import { type KeySeat, seatIndexOf, type TableFields } from './table.js';

/** Why a lobby refused a press, as a message key of the game. */
export type LobbyRefusal =
  | 'lobby.full'
  | 'lobby.alreadySeated'
  | 'lobby.notSeated'
  | 'lobby.characterTaken'
  | 'lobby.tooFew';

export type SeatChange = { ok: true; seats: KeySeat[] } | { ok: false; refusal: LobbyRefusal };

const refuse = (refusal: LobbyRefusal): SeatChange => ({ ok: false, refusal });

/** The first character nobody at the table plays yet. */
function freeCharacter(seats: readonly KeySeat[]): string | null {
  return (
    keyCharacters.find((character) => seats.every((seat) => seat.character !== character.id))?.id ?? null
  );
}

/** A member sits down with the first free character. */
export function joinTable(seats: readonly KeySeat[], userId: string, name: string): SeatChange {
  if (seatIndexOf(seats, userId) !== null) return refuse('lobby.alreadySeated');
  const character = freeCharacter(seats);
  if (seats.length >= MAX_PLAYERS || character === null) return refuse('lobby.full');
  return { ok: true, seats: [...seats, { userId, name: name.slice(0, 32), character }] };
}

export function leaveTable(seats: readonly KeySeat[], userId: string): SeatChange {
  const index = seatIndexOf(seats, userId);
  return index === null
    ? refuse('lobby.notSeated')
    : { ok: true, seats: seats.filter((_, at) => at !== index) };
}

/** A seated member takes another character, one nobody else plays. */
export function chooseCharacter(seats: readonly KeySeat[], userId: string, character: string): SeatChange {
  const index = seatIndexOf(seats, userId);
  if (index === null) return refuse('lobby.notSeated');
  if (seats.some((seat, at) => at !== index && seat.character === character))
    return refuse('lobby.characterTaken');
  return { ok: true, seats: seats.map((seat, at) => (at === index ? { ...seat, character } : seat)) };
}

export function startRefusal(seats: readonly KeySeat[]): LobbyRefusal | null {
  return seats.length < MIN_PLAYERS ? 'lobby.tooFew' : null;
}

/** A new lobby for `table`: the mission it names, and what the server's campaign has played so far. */
export function campaignLobby(
  campaign: KeyCampaign,
  table: Omit<TableFields, 'rosterMessageId' | 'createdAt'>,
  now: number,
): KeyLobby {
  return {
    ...table,
    stage: 'lobby',
    rosterMessageId: null,
    createdAt: now,
    expired: false,
    campaignPlayed: campaign.entries.map((entry) => entry.missionId),
  };
}
