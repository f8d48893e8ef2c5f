import { describe, expect, it } from 'vitest';
import { pendingDuck } from '../../../src/games/duck/autoplay.js';
import type { DuckGame } from '../../../src/games/duck/document.js';
import { duckRules, type TableSetup } from '../../../src/games/duck/rules.js';
import { duckSetups } from '../../../src/games/duck/setups.js';
import { AFK_ROUNDS, ROUND_SECONDS, STEP_SECONDS, type TableSeat } from '../../../src/games/duck/table.js';

const alice: TableSeat = { kind: 'player', userId: '101', name: 'Alice' };
const bob: TableSeat = { kind: 'player', userId: '102', name: 'Bob' };
const computer: TableSeat = { kind: 'computer' };

function table(seats: TableSeat[], setupId: string | null = null, advanced = false): TableSetup {
  return {
    guildId: '1',
    channelId: '2',
    language: 'en',
    openedBy: '101',
    seats,
    setupId,
    advanced,
    rosterMessageId: null,
  };
}

const start = (seats: TableSeat[], seed = 'race-1', setupId: string | null = null) =>
  duckRules.setup(table(seats, setupId), { seed, now: 0 }) as DuckGame;

/** What a stored game reads back as: the seed and the moves, replayed. */
function roundTrip(game: DuckGame): DuckGame {
  const stored = JSON.parse(JSON.stringify(duckRules.toStored?.(game)));
  return duckRules.schema.parse(stored) as DuckGame;
}

describe('Duck! Duck! Go! on the platform', () => {
  it('draws a named board when none was picked, and keeps one that was', () => {
    const drawn = start([alice, bob]);
    expect(duckSetups.map((setup) => setup.id)).toContain(drawn.setupId);
    const picked = duckSetups.at(-1)?.id ?? '';
    expect(start([alice, bob], 'race-1', picked).setupId).toBe(picked);
  });

  it('lets computer ducks place and choose at once, so the table waits only on its players', () => {
    let game = start([alice, computer, computer, computer]);
    let guard = 0;
    while (game.race.phase.kind === 'placing' && guard++ < 10) {
      expect(duckRules.activeSeats(game)).toEqual(['0']);
      game = duckRules.onDeadline(game, STEP_SECONDS * 1000 * guard) as DuckGame;
    }
    expect(game.race.phase.kind).toBe('choosing');
    expect(duckRules.activeSeats(game)).toEqual(['0']);
    const card = game.race.players[0]?.hand[0] ?? 0;
    const played = duckRules.play(game, '0', { type: 'choose', duck: 0, card }, { userId: '101', now: 1 });
    if (!played.ok) throw new Error(played.refusal.code);
    const after = played.state as DuckGame;
    expect(['moving', 'choosing', 'over']).toContain(after.race.phase.kind);
    if (after.race.phase.kind === 'moving') expect(duckRules.activeSeats(after)).toEqual(['0']);
  });

  it("refuses a card chosen in an earlier round's menu, even when the round moved on meanwhile", () => {
    let game = start([alice, computer, computer, computer]);
    let guard = 0;
    while (game.race.phase.kind === 'placing' && guard++ < 10)
      game = duckRules.onDeadline(game, STEP_SECONDS * 1000 * guard) as DuckGame;
    const { round } = game.race;
    const card = game.race.players[0]?.hand[0] ?? 0;
    const choice = { type: 'choose', duck: 0, card } as const;
    const late = duckRules.play(game, '0', { ...choice, round: round - 1 }, { userId: '101', now: 1 });
    expect(late).toEqual({ ok: false, refusal: { code: 'stale-round' } });
    const current = duckRules.play(game, '0', { ...choice, round }, { userId: '101', now: 1 });
    expect(current.ok).toBe(true);
    // The log keeps the race move itself, as a stored race replays it.
    const logged = current.ok ? (current.state as DuckGame).log.filter((entry) => entry.seat === 0) : [];
    expect(logged.map((entry) => entry.move)).toContainEqual(choice);
  });

  it('plays a random card for a player who lets the round run out, and races for them after three', () => {
    let game = start([alice, bob]);
    while (game.race.phase.kind === 'placing')
      game = duckRules.onDeadline(game, game.waitingSince + STEP_SECONDS * 1000) as DuckGame;
    const hand = game.race.players[1]?.hand ?? [];
    for (let round = 1; round <= AFK_ROUNDS; round++) {
      expect(game.race.phase.kind).toBe('choosing');
      expect(game.autopilot[0]).toBe(false);
      const played = duckRules.play(
        game,
        '1',
        { type: 'choose', duck: 1, card: game.race.players[1]?.hand[0] ?? 0 },
        { userId: '102', now: game.waitingSince },
      );
      if (!played.ok) throw new Error(played.refusal.code);
      game = played.state as DuckGame;
      expect(duckRules.deadlineSeconds?.(game, 3600, game.waitingSince)).toBe(ROUND_SECONDS);
      game = duckRules.onDeadline(game, game.waitingSince + ROUND_SECONDS * 1000) as DuckGame;
      expect(game.missed[0]).toBe(round);
      while (game.race.phase.kind === 'moving')
        game = duckRules.onDeadline(game, game.waitingSince + STEP_SECONDS * 1000) as DuckGame;
    }
    expect(hand.length).toBe(3);
    expect(game.autopilot).toEqual([true, false]);
    expect(pendingDuck(game.race, 0)).toBeNull();
    expect(duckRules.activeSeats(game)).toEqual(['1']);
  });

  it('stores a race as its seed and moves, and reads back the very same race', () => {
    let game = start([alice, computer, bob]);
    for (let step = 0; step < 40 && duckRules.result(game) === null; step++) {
      game = duckRules.onDeadline(game, game.waitingSince + ROUND_SECONDS * 1000) as DuckGame;
    }
    const stored = duckRules.toStored?.(game) as Record<string, unknown>;
    expect(stored.race).toBeUndefined();
    expect(JSON.stringify(stored).length).toBeLessThan(6_000);
    expect(roundTrip(game).race).toEqual(game.race);
  });

  it('races to the end with nobody at the keyboard, and says who won', () => {
    let game = start([alice, bob, computer, computer], 'race-afk');
    for (let step = 0; step < 2_000 && duckRules.result(game) === null; step++) {
      game = duckRules.onDeadline(game, game.waitingSince + ROUND_SECONDS * 1000) as DuckGame;
    }
    const result = duckRules.result(game);
    expect(result?.reason).toBe('drain');
    expect(result?.winners).toHaveLength(1);
  });

  it('refuses a move out of turn and a card that is not in the hand, changing nothing', () => {
    const game = start([alice, bob]);
    const placing = game.race.phase.kind === 'placing' ? (game.race.phase.order[0] ?? 0) : 0;
    const waiting = `${1 - (game.race.ducks[placing]?.owner ?? 0)}`;
    const refused = duckRules.play(
      game,
      waiting as '0',
      { type: 'place', at: { x: 0, y: 0 }, facing: 'N' },
      { userId: '1', now: 1 },
    );
    expect(refused).toEqual({ ok: false, refusal: { code: 'not-your-turn' } });
  });
  it('refuses a card that is not in the hand', () => {
    let game = start([alice, bob]);
    while (game.race.phase.kind === 'placing')
      game = duckRules.onDeadline(game, game.waitingSince + STEP_SECONDS * 1000) as DuckGame;
    const held = new Set(game.race.players[0]?.hand);
    const missing = [...Array(54).keys()].map((index) => index + 1).find((card) => !held.has(card)) ?? 0;
    const refused = duckRules.play(
      game,
      '0',
      { type: 'choose', duck: 0, card: missing },
      { userId: '101', now: 1 },
    );
    expect(refused).toEqual({ ok: false, refusal: { code: 'not-in-hand' } });
  });
  it('plays the advanced rules to the end: two ducks each for two players, the dog and the tokens, nobody stuck', () => {
    let game = duckRules.setup(table([alice, bob], null, true), { seed: 'advanced-1', now: 0 }) as DuckGame;
    expect(game.race.ducks).toHaveLength(4);
    expect(game.race.advanced?.tokens).toEqual([['redraw'], ['redraw']]);
    const kinds = new Set<string>();
    for (let step = 0; step < 3_000 && duckRules.result(game) === null; step++) {
      kinds.add(game.race.phase.kind);
      expect(duckRules.activeSeats(game).length).toBeGreaterThan(0);
      game = duckRules.onDeadline(game, game.waitingSince + ROUND_SECONDS * 1000) as DuckGame;
    }
    expect(duckRules.result(game)?.reason).toBe('drain');
    expect(kinds).toContain('dog');
    expect(roundTrip(game).race).toEqual(game.race);
  });
});
