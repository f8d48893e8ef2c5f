import { describe, expect, it } from 'vitest';
import { type Language, languages } from '../../../src/platform/i18n/languages.js';
import { ALL_GAMES, boardChanges } from '../../../src/platform/stats/boards.js';
import { leaderboardAltText, leaderboardText } from '../../../src/platform/stats/leaderboard-text.js';
import { MemoryLeaderboardStore } from '../../../src/platform/stats/memory-leaderboard-store.js';
import { metricLabeller } from '../../../src/platform/stats/metric-names.js';
import {
  leaderboardOptions,
  periodOf,
  playerFigures,
  standing,
} from '../../../src/platform/stats/standings.js';
import { statsText } from '../../../src/platform/stats/stats-text.js';
import { streaksOf } from '../../../src/platform/stats/streaks.js';
import { ALICE, BOB, CSILLA, DAN, finished, GUILD } from './fixtures.js';

const history = [
  finished('duet', { players: [ALICE, BOB], winners: [ALICE, BOB], score: 8 }),
  finished('duet', { players: [ALICE, BOB], winners: [ALICE, BOB], score: 13 }),
  finished('codenames', {
    players: [ALICE, BOB, CSILLA, DAN],
    winners: [CSILLA, DAN],
    roles: { [ALICE]: 'spymaster', [BOB]: 'operative', [CSILLA]: 'spymaster', [DAN]: 'operative' },
  }),
  finished('duet', { players: [ALICE, BOB], winners: [ALICE, BOB], score: 5, endedAt: Date.UTC(2026, 3, 2) }),
  finished('duck', { players: [ALICE, CSILLA], winners: [ALICE], endedAt: Date.UTC(2026, 3, 3) }),
];

async function played() {
  const store = new MemoryLeaderboardStore();
  for (const entry of history) await store.apply(GUILD, boardChanges(entry));
  return store;
}

describe('standings', () => {
  it('ranks by wins, equal wins sharing a rank, with the figures the game has', async () => {
    const store = await played();
    const duet = await standing(store, GUILD, 'duet', 'all', 10);
    expect(duet.columns).toEqual(['wins', 'played', 'best-score']);
    expect(duet.rows.map((row) => row.rank)).toEqual([1, 1]);
    expect(duet.rows.find((row) => row.member === ALICE)?.values).toEqual([3, 3, 13]);

    const all = await standing(store, GUILD, ALL_GAMES, 'all', 10);
    expect(all.columns).toEqual(['wins', 'played']);
    expect(all.rows.map((row) => [row.member, row.rank, row.values[0]])).toEqual([
      [ALICE, 1, 4],
      [BOB, 2, 3],
      [DAN, 3, 1],
      [CSILLA, 3, 1],
    ]);

    const classic = await standing(store, GUILD, 'codenames', 'all', 10, ['spymaster', 'operative']);
    expect(classic.columns).toEqual(['wins', 'played', 'wins-as-spymaster', 'wins-as-operative']);
    expect(classic.rows.find((row) => row.member === DAN)?.values).toEqual([1, 1, null, 1]);
  });

  it('counts a month apart from all time, and has nothing for a month without games', async () => {
    const store = await played();
    const april = Date.UTC(2026, 3, 20);
    const thisMonth = await standing(store, GUILD, 'duet', periodOf('this-month', april), 10);
    expect(thisMonth.rows.find((row) => row.member === ALICE)?.values).toEqual([1, 1, 5]);
    const lastMonth = await standing(store, GUILD, 'duet', periodOf('last-month', april), 10);
    expect(lastMonth.rows.find((row) => row.member === ALICE)?.values).toEqual([2, 2, 13]);
    expect(await standing(store, GUILD, 'duet', '2025-01', 10)).toEqual({ columns: [], rows: [] });
    expect(periodOf('all-time', april)).toBe('all');
  });

  it("gathers a player's all-time figures, every game first", async () => {
    const figures = await playerFigures(await played(), GUILD, CSILLA);
    expect(figures.map((scope) => scope.scope)).toEqual([ALL_GAMES, 'codenames', 'duck']);
    expect(figures[1]?.figures).toEqual([
      { metric: 'wins', value: 1 },
      { metric: 'played', value: 1 },
      { metric: 'wins-as-spymaster', value: 1 },
    ]);
  });
});

describe('win streaks', () => {
  it('counts wins in a row, the current run and the best, over the games the player was in', () => {
    expect(streaksOf(history, ALICE)).toEqual({ current: 2, best: 2 });
    expect(streaksOf(history, BOB)).toEqual({ current: 1, best: 2 });
    expect(streaksOf(history, DAN)).toEqual({ current: 1, best: 1 });
    expect(streaksOf([], DAN)).toEqual({ current: 0, best: 0 });
  });
});

describe('texts', () => {
  it('say the stats and the leaderboard in every language, with every placeholder filled', async () => {
    const store = await played();
    const board = await standing(store, GUILD, 'codenames', 'all', 10);
    const label = (language: Language) => metricLabeller(language, [{}]);
    const names = new Map([ALICE, BOB, CSILLA, DAN].map((id, index) => [id, `Player ${index}`]));
    for (const language of languages) {
      const heading = { game: 'Codenames', period: 'all time' };
      const stats = statsText(
        language,
        {
          player: `<@${CSILLA}>`,
          self: false,
          figures: await playerFigures(store, GUILD, CSILLA),
          streaks: streaksOf(history, CSILLA),
          campaign: { game: 'THE KEY', played: 3, total: 12, solved: 2, solvedByPlayer: 1 },
        },
        (scope) => scope.toUpperCase(),
        label(language),
      );
      const texts = [
        stats,
        leaderboardText(language, heading, board, label(language)),
        leaderboardAltText(language, heading, board, names, label(language)),
      ];
      for (const text of texts) expect(text, language).not.toMatch(/\{\w+\}/u);
      expect(stats).toContain('**CODENAMES**');
      expect(leaderboardText(language, heading, board, label(language))).toContain(`1. <@${DAN}>`);
      expect(leaderboardAltText(language, heading, board, names, label(language))).toContain('Player 3');
      expect(
        leaderboardText(language, heading, { columns: [], rows: [] }, label(language)).split('\n'),
      ).toHaveLength(2);
    }
  });
});

describe('the leaderboard options', () => {
  const options = leaderboardOptions(['duet', 'thekey']);

  it('default to every game over all time', () => {
    expect(options.parse({})).toEqual({ game: ALL_GAMES, period: 'all-time' });
    expect(options.parse({ game: 'thekey', period: 'last-month' })).toEqual({
      game: 'thekey',
      period: 'last-month',
    });
  });

  it('refuse a game not plugged in and a period not offered', () => {
    for (const bad of [{ game: 'chess' }, { period: 'forever' }, { game: '' }, { game: 42 }]) {
      expect(options.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
