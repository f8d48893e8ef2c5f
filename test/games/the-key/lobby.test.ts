import { describe, expect, it } from 'vitest';
import { chooseCharacter, joinTable, leaveTable, startRefusal } from '../../../src/games/the-key/lobby.js';
import type { KeySeat } from '../../../src/games/the-key/table.js';

function seatsOf(...userIds: string[]): KeySeat[] {
  let seats: KeySeat[] = [];
  for (const userId of userIds) {
    const joined = joinTable(seats, userId, `agent ${userId}`);
    if (!joined.ok) throw new Error(joined.refusal);
    seats = joined.seats;
  }
  return seats;
}

describe('the THE KEY lobby', () => {
  it('seats up to four agents, each with a character nobody else plays', () => {
    const seats = seatsOf('1', '2', '3', '4');
    expect(seats.map((seat) => seat.character)).toEqual(['runner', 'lookout', 'fixer', 'sweeper']);
    expect(joinTable(seats, '5', 'fifth')).toEqual({ ok: false, refusal: 'lobby.full' });
    expect(joinTable(seats, '1', 'again')).toEqual({ ok: false, refusal: 'lobby.alreadySeated' });
  });

  it('lets an agent take a free character, never one another agent plays', () => {
    const seats = seatsOf('1', '2');
    expect(chooseCharacter(seats, '2', 'runner')).toEqual({ ok: false, refusal: 'lobby.characterTaken' });
    const changed = chooseCharacter(seats, '2', 'sweeper');
    expect(changed.ok && changed.seats.map((seat) => seat.character)).toEqual(['runner', 'sweeper']);
    expect(chooseCharacter(seats, '9', 'fixer')).toEqual({ ok: false, refusal: 'lobby.notSeated' });
  });

  it('frees a leaver’s character for the next to join, and starts with one agent or more', () => {
    const left = leaveTable(seatsOf('1', '2'), '1');
    if (!left.ok) throw new Error(left.refusal);
    const rejoined = joinTable(left.seats, '3', 'third');
    expect(rejoined.ok && rejoined.seats.map((seat) => seat.character)).toEqual(['lookout', 'runner']);
    expect(startRefusal([])).toBe('lobby.tooFew');
    expect(startRefusal(seatsOf('1'))).toBeNull();
  });
});
