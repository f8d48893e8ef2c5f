import { describe, expect, it } from 'vitest';
import { historyEntrySchema } from '../../../src/platform/history/game-history.js';
import {
  boardChanges,
  boardName,
  monthBefore,
  monthOf,
  parseBoardName,
} from '../../../src/platform/stats/boards.js';
import { ALICE, BOB, CSILLA, DAN, finished, MARCH } from './fixtures.js';

const names = (entry: Parameters<typeof boardChanges>[0]) =>
  boardChanges(entry).map(
    (change) => `${change.op} ${boardName(change.board)} ${change.member} ${change.value}`,
  );

describe('what a finished game adds to the boards', () => {
  it('counts every player on played and wins, for the game and all games, all time and in its month', () => {
    const changes = names(finished('duck', { players: [ALICE, BOB], winners: [BOB] }));
    expect(changes).toEqual(
      expect.arrayContaining([
        `add played:duck:all ${ALICE} 1`,
        `add wins:duck:all ${ALICE} 0`,
        `add wins:duck:all ${BOB} 1`,
        `add played:all:all ${BOB} 1`,
        `add wins:all:2026-03 ${BOB} 1`,
        `add played:duck:2026-03 ${ALICE} 1`,
      ]),
    );
    expect(changes).toHaveLength(2 * 2 * 2 * 2);
  });

  it('adds wins by role, the best score and missions solved once, for the winners only', () => {
    const classic = names(
      finished('codenames', {
        players: [ALICE, BOB, CSILLA, DAN],
        winners: [ALICE, BOB],
        roles: { [ALICE]: 'spymaster', [BOB]: 'operative', [CSILLA]: 'spymaster', [DAN]: 'operative' },
      }),
    );
    expect(classic).toContain(`add wins-as-spymaster:codenames:all ${ALICE} 1`);
    expect(classic).toContain(`add wins-as-operative:codenames:2026-03 ${BOB} 1`);
    expect(classic.some((change) => change.includes(CSILLA) && change.includes('wins-as'))).toBe(false);

    const duet = names(finished('duet', { players: [ALICE, BOB], winners: [ALICE, BOB], score: 11 }));
    expect(duet).toContain(`max best-score:duet:all ${ALICE} 11`);
    const lost = names(finished('duet', { players: [ALICE, BOB], winners: [] }));
    expect(lost.some((change) => change.includes('best-score'))).toBe(false);

    const mission = boardChanges(
      finished('thekey', { players: [DAN], winners: [DAN], step: 'practice-safe' }),
    );
    expect(mission).toContainEqual({
      board: { metric: 'missions', scope: 'thekey', period: 'all' },
      member: DAN,
      op: 'once',
      value: 1,
      tag: 'practice-safe',
    });
  });

  it('names months in UTC, and the month before across a new year', () => {
    expect(monthOf(MARCH)).toBe('2026-03');
    expect(monthOf(Date.UTC(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(monthBefore(Date.UTC(2026, 0, 10))).toBe('2025-12');
    expect(monthBefore(Date.UTC(2026, 2, 31))).toBe('2026-02');
  });

  it('reads back the names it writes, and no other', () => {
    const board = { metric: 'wins-as-operative', scope: 'codenames', period: '2026-03' } as const;
    expect(parseBoardName(boardName(board))).toEqual(board);
    expect(parseBoardName('wins:duet')).toBeNull();
    expect(parseBoardName('fame:duet:all')).toBeNull();
    expect(parseBoardName('wins:duet:March')).toBeNull();
  });
});

describe('the history entry', () => {
  it('still reads entries written before the details, and reads the details', () => {
    const old = {
      game: 'duet',
      gameId: 'g1',
      endedAt: MARCH,
      reason: 'won',
      players: [ALICE],
      winners: [ALICE],
    };
    expect(historyEntrySchema.parse(old)).toEqual(old);
    expect(historyEntrySchema.parse({ ...old, score: 9, roles: { [ALICE]: 'operative' } })).toMatchObject({
      score: 9,
      roles: { [ALICE]: 'operative' },
    });
    expect(historyEntrySchema.safeParse({ ...old, roles: { [ALICE]: 'Captain<@1>' } }).success).toBe(false);
    // An entry written when the campaign step had another field name still parses (the boards counted it then).
    expect(historyEntrySchema.safeParse({ ...old, missionId: 'practice-safe' }).success).toBe(true);
  });
});
