import { MAX_SEATS, MIN_SEATS, seatIndexOf, type TableSeat } from './table.js';

/** Why a lobby refused a press, as a message key of the game. */
export type LobbyRefusal =
  | 'lobby.full'
  | 'lobby.alreadySeated'
  | 'lobby.notSeated'
  | 'lobby.noComputer'
  | 'lobby.tooFew';

export type SeatChange = { ok: true; seats: TableSeat[] } | { ok: false; refusal: LobbyRefusal };

const refuse = (refusal: LobbyRefusal): SeatChange => ({ ok: false, refusal });

/** A member takes a seat; a full table gives up a computer duck's seat for them. */
export function joinRace(seats: readonly TableSeat[], userId: string, name: string): SeatChange {
  if (seatIndexOf(seats, userId) !== null) return refuse('lobby.alreadySeated');
  const player: TableSeat = { kind: 'player', userId, name: name.slice(0, 32) };
  if (seats.length < MAX_SEATS) return { ok: true, seats: [...seats, player] };
  const computer = seats.findLastIndex((seat) => seat.kind === 'computer');
  if (computer < 0) return refuse('lobby.full');
  return { ok: true, seats: seats.map((seat, index) => (index === computer ? player : seat)) };
}

export function leaveRace(seats: readonly TableSeat[], userId: string): SeatChange {
  const index = seatIndexOf(seats, userId);
  return index === null
    ? refuse('lobby.notSeated')
    : { ok: true, seats: seats.filter((_, at) => at !== index) };
}

export function addComputer(seats: readonly TableSeat[]): SeatChange {
  return seats.length >= MAX_SEATS
    ? refuse('lobby.full')
    : { ok: true, seats: [...seats, { kind: 'computer' }] };
}

export function dropComputer(seats: readonly TableSeat[]): SeatChange {
  const computer = seats.findLastIndex((seat) => seat.kind === 'computer');
  return computer < 0
    ? refuse('lobby.noComputer')
    : { ok: true, seats: seats.filter((_, at) => at !== computer) };
}

/** A race starts with two ducks' owners or more, at least one of them a member. */
export function startRefusal(seats: readonly TableSeat[]): LobbyRefusal | null {
  return seats.length < MIN_SEATS ? 'lobby.tooFew' : null;
}
