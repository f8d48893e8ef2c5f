import { describe, expect, it } from 'vitest';
import type { CodenamesDocument, CodenamesGame } from '../../../src/games/codenames/document.js';
import type { CodenamesMove, Seat } from '../../../src/games/codenames/engine/index.js';
import { codenamesRules, type TableSetup } from '../../../src/games/codenames/rules.js';
import { type Roster, variantOf } from '../../../src/games/codenames/table.js';

const [ana, ben, cai, dia, eli] = ['101', '102', '103', '104', '105'] as const;

function setup(roster: Roster, sandTimerSeconds: number | null = null): TableSetup {
  return {
    roster,
    language: 'en',
    guildId: '1',
    channelId: '2',
    customWords: null,
    tableOptions: { sandTimerSeconds, consensus: false },
    openedBy: ana,
  };
}

const basic: Roster = {
  red: { spymaster: ana, operatives: [ben, eli] },
  blue: { spymaster: cai, operatives: [dia] },
};

function start(roster: Roster, sandTimerSeconds: number | null = null): CodenamesGame {
  return codenamesRules.setup(setup(roster, sandTimerSeconds), {
    seed: 'seed-1',
    now: 1000,
  }) as CodenamesGame;
}

function play(document: CodenamesDocument, userId: string, move: CodenamesMove, now = 2000) {
  const seat = codenamesRules.seatOf(document, userId) as Seat;
  const result = codenamesRules.play(document, seat, move, { userId, now });
  if (!result.ok) throw new Error(result.refusal.code);
  return result.state as CodenamesGame;
}

/** The stored form, as Redis keeps it, read back through the schema. */
const throughStore = (document: CodenamesDocument) =>
  codenamesRules.schema.parse(JSON.parse(JSON.stringify(codenamesRules.toStored?.(document))));

describe('classic Codenames on the platform', () => {
  it('knows which variant a roster plays, or why it cannot start', () => {
    expect(variantOf(basic)).toBe('teams');
    expect(
      variantOf({ red: { spymaster: ana, operatives: [ben] }, blue: { spymaster: ana, operatives: [cai] } }),
    ).toBe('shared-spymaster');
    expect(
      variantOf({ red: { spymaster: ana, operatives: [ben] }, blue: { spymaster: null, operatives: [] } }),
    ).toBe('one-team');
    expect(
      variantOf({ red: { spymaster: null, operatives: [ben] }, blue: { spymaster: cai, operatives: [dia] } }),
    ).toBe('no-spymaster');
    expect(
      variantOf({ red: { spymaster: ana, operatives: [] }, blue: { spymaster: cai, operatives: [dia] } }),
    ).toBe('too-few');
  });

  it('seats spymasters and operatives, and nobody else', () => {
    const game = start(basic);
    expect(codenamesRules.seatOf(game, ana)).toBe('red-spymaster');
    expect(codenamesRules.seatOf(game, eli)).toBe('red-operative');
    expect(codenamesRules.seatOf(game, dia)).toBe('blue-operative');
    expect(codenamesRules.seatOf(game, '999')).toBeNull();
    expect(codenamesRules.views.seat(game, 'red-operative')).not.toHaveProperty('key');
    expect(codenamesRules.views.seat(game, 'blue-spymaster')).toHaveProperty('key');
  });

  it('lets one spymaster serve both teams, acting for the team whose turn it is', () => {
    const shared: Roster = {
      red: { spymaster: ana, operatives: [ben] },
      blue: { spymaster: ana, operatives: [cai] },
    };
    const game = start(shared);
    expect(codenamesRules.seatOf(game, ana)).toBe(`${game.engine.startingTeam}-spymaster`);
    const clued = play(game, ana, { type: 'giveClue', word: 'zzqx', number: 1 });
    const operative = game.engine.startingTeam === 'red' ? ben : cai;
    const bystander = clued.engine.key.indexOf('bystander');
    const next = play(clued, operative, { type: 'guess', cell: bystander });
    expect(codenamesRules.seatOf(next, ana)).toBe(
      `${next.engine.phase.kind === 'over' ? '' : next.engine.phase.team}-spymaster`,
    );
    expect(codenamesRules.activeSeats(next)).toEqual([codenamesRules.seatOf(next, ana)]);
  });

  it('puts a one-team game’s players on the starting team, whatever colour they joined', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const roster: Roster = {
        red: { spymaster: null, operatives: [] },
        blue: { spymaster: ana, operatives: [ben] },
      };
      const game = codenamesRules.setup(setup(roster), { seed, now: 0 }) as CodenamesGame;
      expect(game.roster[game.engine.startingTeam]).toEqual({ spymaster: ana, operatives: [ben] });
    }
  });

  it('gives the start to the team a rematch names', () => {
    for (const startingTeam of ['red', 'blue'] as const) {
      const game = codenamesRules.setup(
        { ...setup(basic), startingTeam },
        { seed: 'same', now: 0 },
      ) as CodenamesGame;
      expect(game.engine.startingTeam).toBe(startingTeam);
      expect(game).not.toHaveProperty('startingTeam');
    }
  });

  it('starts the sand timer when a clue is given and stops it when the guessing ends', () => {
    const game = start(basic, 120);
    const spymaster = game.engine.startingTeam === 'red' ? ana : cai;
    const clued = play(game, spymaster, { type: 'giveClue', word: 'zzqx', number: 1 }, 5000);
    expect(clued.guessingSince).toBe(5000);
    const operative = game.engine.startingTeam === 'red' ? ben : dia;
    const missed = play(
      clued,
      operative,
      { type: 'guess', cell: clued.engine.key.indexOf('bystander') },
      9000,
    );
    expect(missed.guessingSince).toBeNull();
    expect(start(basic).guessingSince).toBeNull();
  });

  it('ends the turn when the sand timer runs out, and otherwise keeps the server’s idle time', () => {
    const game = start(basic, 120);
    const spymaster = game.engine.startingTeam === 'red' ? ana : cai;
    expect(codenamesRules.deadlineSeconds?.(game, 604800, 3000)).toBe(604800);
    const clued = play(game, spymaster, { type: 'giveClue', word: 'zzqx', number: 1 }, 5000);
    expect(codenamesRules.deadlineSeconds?.(clued, 604800, 65000)).toBe(60);
    const timedOut = codenamesRules.onDeadline(clued, 125000) as CodenamesGame;
    expect(timedOut.engine.phase).toEqual({
      kind: 'awaiting-clue',
      team: clued.engine.startingTeam === 'red' ? 'blue' : 'red',
    });
    expect(timedOut.engine.events.at(-1)).toMatchObject({ type: 'turn-ended', why: 'time-up' });
    expect(timedOut.actors.at(-1)).toBeNull();
    expect(throughStore(timedOut)).toEqual(timedOut);
    const idle = codenamesRules.onDeadline(timedOut, 9e12) as CodenamesGame;
    expect(idle.engine.phase).toMatchObject({ kind: 'over', reason: 'expired' });
  });

  it('stores a game as seed and moves, reads it back the same, and refuses a record whose moves do not replay', () => {
    const game = start(basic);
    const spymaster = game.engine.startingTeam === 'red' ? ana : cai;
    const clued = play(game, spymaster, { type: 'giveClue', word: 'zzqx', number: 2 });
    expect(throughStore(clued)).toEqual(clued);
    const stored = JSON.parse(JSON.stringify(codenamesRules.toStored?.(clued)));
    stored.engine.moves.push({ seat: 'red-spymaster', move: { type: 'cover', cell: 0 } });
    expect(codenamesRules.schema.safeParse(stored).success).toBe(false);
  });

  it('names the winning team’s seats when the game ends', () => {
    const game = start(basic);
    const starting = game.engine.startingTeam;
    const spymaster = starting === 'red' ? ana : cai;
    const operative = starting === 'red' ? ben : dia;
    const clued = play(game, spymaster, { type: 'giveClue', word: 'zzqx', number: 1 });
    const lost = play(clued, operative, { type: 'guess', cell: clued.engine.key.indexOf('assassin') });
    const other = starting === 'red' ? 'blue' : 'red';
    expect(codenamesRules.result(lost)).toEqual({
      winners: [`${other}-spymaster`, `${other}-operative`],
      reason: 'assassin',
    });
  });
});
