import { describe, expect, it } from 'vitest';
import {
  applyMove,
  type CodenamesMove,
  type CodenamesState,
  createGame,
  expireGame,
  type Identity,
  newGame,
  publicView,
  replay,
  type Seat,
  spymasterView,
  type Variant,
} from '../../../src/games/codenames/engine/index.js';

/** Cells 0–8 red (red starts), 9–16 blue, 17–23 bystanders, 24 the assassin. */
const RED = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const BLUE = [9, 10, 11, 12, 13, 14, 15, 16];
const BYSTANDER = 17;
const ASSASSIN = 24;
const key: Identity[] = [
  ...Array<Identity>(9).fill('red'),
  ...Array<Identity>(8).fill('blue'),
  ...Array<Identity>(7).fill('bystander'),
  'assassin',
];
const words = key.map((_, i) => ({ text: `word${String.fromCharCode(97 + i)}`, readings: [] }));

function game(variant: Variant = 'teams'): CodenamesState {
  return createGame({ seed: 'test', words, key, startingTeam: 'red', options: { variant } });
}

function play(state: CodenamesState, seat: Seat, move: CodenamesMove): CodenamesState {
  const result = applyMove(state, seat, move);
  if (!result.ok) throw new Error(`${seat} ${move.type}: ${result.error.code}`);
  return result.state;
}

function refusal(state: CodenamesState, seat: Seat, move: CodenamesMove): string | null {
  const result = applyMove(state, seat, move);
  return result.ok ? null : result.error.code;
}

const clue = (number: number, word = 'ocean'): CodenamesMove => ({ type: 'giveClue', word, number });
const guess = (cell: number): CodenamesMove => ({ type: 'guess', cell });

describe('classic Codenames: setting up', () => {
  it('deals 9 / 8 / 7 / 1 with the starting team holding 9, the same for the same seed', () => {
    const pool = Array.from({ length: 60 }, (_, i) => ({ text: `pool${i}x`, readings: [] }));
    const starters = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const state = newGame({ seed: `s${seed}`, wordPool: pool, options: { variant: 'teams' } });
      const count = (identity: Identity) => state.key.filter((cell) => cell === identity).length;
      expect(count(state.startingTeam)).toBe(9);
      expect(count(state.startingTeam === 'red' ? 'blue' : 'red')).toBe(8);
      expect([count('bystander'), count('assassin')]).toEqual([7, 1]);
      expect(state.phase).toEqual({ kind: 'awaiting-clue', team: state.startingTeam });
      expect(newGame({ seed: `s${seed}`, wordPool: pool, options: { variant: 'teams' } })).toEqual(state);
      starters.add(state.startingTeam);
    }
    expect([...starters].sort()).toEqual(['blue', 'red']);
  });
});

describe('classic Codenames: a turn', () => {
  it('lets only the active spymaster give a clue, and never a visible word', () => {
    const state = game();
    expect(refusal(state, 'blue-spymaster', clue(1))).toBe('not-your-turn');
    expect(refusal(state, 'red-operative', clue(1))).toBe('not-your-role');
    expect(refusal(state, 'red-spymaster', clue(1, 'WORDA'))).toBe('clue-matches-visible-word');
    expect(refusal(state, 'red-spymaster', clue(10))).toBe('clue-number-invalid');
    expect(refusal(state, 'red-operative', guess(0))).toBe('not-your-turn');
  });

  it('goes on after an own agent, and allows the number plus one guesses', () => {
    let state = play(game(), 'red-spymaster', clue(2));
    expect(refusal(state, 'red-operative', { type: 'endTurn' })).toBe('must-guess-before-ending');
    expect(refusal(state, 'blue-operative', guess(0))).toBe('not-your-turn');
    for (const cell of [0, 1, 2]) state = play(state, 'red-operative', guess(cell));
    expect(state.phase).toEqual({ kind: 'awaiting-clue', team: 'blue' });
    expect(state.events.at(-1)).toEqual({ type: 'turn-ended', team: 'red', why: 'no-guesses-left' });
  });

  it('ends the turn on a bystander or the other team’s agent, which is covered for them', () => {
    let state = play(game(), 'red-spymaster', clue(3));
    state = play(state, 'red-operative', guess(BYSTANDER));
    expect(state.phase).toEqual({ kind: 'awaiting-clue', team: 'blue' });
    state = play(state, 'blue-spymaster', clue(2, 'river'));
    state = play(state, 'blue-operative', guess(0));
    expect(publicView(state).agentsLeft).toEqual({ red: 8, blue: 8 });
    expect(state.phase).toEqual({ kind: 'awaiting-clue', team: 'red' });
    expect(refusal(state, 'red-spymaster', clue(1, 'worda'))).toBeNull();
  });

  it('loses at once on the assassin: the other team wins', () => {
    let state = play(game(), 'red-spymaster', clue(1));
    state = play(state, 'red-operative', guess(ASSASSIN));
    expect(state.phase).toEqual({ kind: 'over', winner: 'blue', reason: 'assassin' });
    expect(refusal(state, 'blue-spymaster', clue(1))).toBe('game-over');
  });

  it('lets a team win when the other team uncovers its last agent', () => {
    let state = game();
    state = play(state, 'red-spymaster', clue(9));
    for (const cell of RED.slice(0, 8)) state = play(state, 'red-operative', guess(cell));
    state = play(state, 'red-operative', { type: 'endTurn' });
    state = play(state, 'blue-spymaster', clue(1, 'river'));
    state = play(state, 'blue-operative', guess(8));
    expect(state.phase).toEqual({ kind: 'over', winner: 'red', reason: 'agents' });
  });

  it('ends the turn when the sand timer runs out, once', () => {
    let state = play(game(), 'red-spymaster', clue(2));
    state = play(state, 'red-operative', { type: 'timeUp', turn: 1 });
    expect(state.events.at(-1)).toEqual({ type: 'turn-ended', team: 'red', why: 'time-up' });
    expect(refusal(state, 'red-operative', { type: 'timeUp', turn: 1 })).toBe('not-this-turn');
  });
});

describe('classic Codenames: an invalid clue', () => {
  it('is flagged by the other spymaster only; the turn ends and they may cover one of their words', () => {
    let state = play(game(), 'red-spymaster', clue(2));
    state = play(state, 'red-operative', guess(0));
    expect(refusal(state, 'blue-operative', { type: 'flagInvalidClue' })).toBe('not-your-role');
    expect(refusal(state, 'red-spymaster', { type: 'flagInvalidClue' })).toBe('not-your-role');
    state = play(state, 'blue-spymaster', { type: 'flagInvalidClue' });
    expect(state.clues.at(-1)?.flagged).toBe(true);
    expect(state.phase).toEqual({ kind: 'penalty-cover', team: 'blue' });
    expect(refusal(state, 'blue-spymaster', { type: 'cover', cell: 1 })).toBe('not-your-agent');
    state = play(state, 'blue-spymaster', { type: 'cover', cell: 9 });
    expect(publicView(state).agentsLeft).toEqual({ red: 8, blue: 7 });
    expect(state.phase).toEqual({ kind: 'awaiting-clue', team: 'blue' });
  });

  it('may be answered without a cover', () => {
    let state = play(game(), 'red-spymaster', clue(2));
    state = play(state, 'blue-spymaster', { type: 'flagInvalidClue' });
    state = play(state, 'blue-spymaster', { type: 'skipCover' });
    expect(state.phase).toEqual({ kind: 'awaiting-clue', team: 'blue' });
  });

  it('cannot be flagged when one spymaster serves both teams', () => {
    const state = play(game('shared-spymaster'), 'red-spymaster', clue(2));
    expect(refusal(state, 'blue-spymaster', { type: 'flagInvalidClue' })).toBe('no-clue-to-flag');
  });
});

describe('classic Codenames: one team against the timer (2 and 3 players)', () => {
  it('covers one of the other team’s agents after each turn, chosen by the spymaster', () => {
    let state = play(game('one-team'), 'red-spymaster', clue(1));
    state = play(state, 'red-operative', guess(0));
    state = play(state, 'red-operative', { type: 'endTurn' });
    expect(state.phase).toEqual({ kind: 'timer-cover', team: 'red' });
    expect(refusal(state, 'red-spymaster', { type: 'skipCover' })).toBe('cannot-skip');
    expect(refusal(state, 'red-spymaster', { type: 'cover', cell: 1 })).toBe('not-a-timer-agent');
    state = play(state, 'red-spymaster', { type: 'cover', cell: 9 });
    expect(state.phase).toEqual({ kind: 'awaiting-clue', team: 'red' });
  });

  it('loses when the other team’s agents are all covered, and rates a win by how many were', () => {
    let lost = game('one-team');
    for (const [turn, cell] of BLUE.entries()) {
      lost = play(lost, 'red-spymaster', clue(1));
      lost = play(lost, 'red-operative', guess(turn));
      lost = play(lost, 'red-operative', { type: 'endTurn' });
      lost = play(lost, 'red-spymaster', { type: 'cover', cell });
    }
    expect(lost.phase).toEqual({ kind: 'over', winner: null, reason: 'out-of-time' });

    let won = play(game('one-team'), 'red-spymaster', clue(4));
    for (const cell of RED.slice(0, 5)) won = play(won, 'red-operative', guess(cell));
    won = play(won, 'red-spymaster', { type: 'cover', cell: 9 });
    won = play(won, 'red-spymaster', clue(3));
    for (const cell of RED.slice(5)) won = play(won, 'red-operative', guess(cell));
    expect(won.phase).toEqual({ kind: 'over', winner: 'red', reason: 'agents' });
    expect(publicView(won).rating).toBe(1);
  });
});

describe('classic Codenames: what each viewer sees', () => {
  it('shows operatives only covered words, spymasters the whole key, everyone the key at the end', () => {
    let state = play(game(), 'red-spymaster', clue(1));
    state = play(state, 'red-operative', guess(0));
    const view = publicView(state);
    expect(view.cells.filter((cell) => cell.covering !== null)).toHaveLength(1);
    expect(view.reveal).toBeNull();
    expect(JSON.stringify(view)).not.toContain('assassin');
    expect(spymasterView(state).key).toEqual(key);
    expect(publicView(expireGame(state)).reveal).toEqual(key);
  });

  it('replays a game from its seed and moves', () => {
    let state = play(game(), 'red-spymaster', clue(2));
    state = play(state, 'red-operative', guess(1));
    state = play(state, 'red-operative', guess(BYSTANDER));
    expect(replay(state)).toEqual(state);
  });
});
