import { describe, expect, it } from 'vitest';
import {
  type RaceState,
  racePublicView,
  raceSeatView,
  type TokenKind,
} from '../../../src/games/duck/engine/index.js';
import {
  advancedRace,
  chooseAll,
  forward,
  moveNext,
  play,
  positionOf,
  refusal,
  withDog,
} from './advanced-race.js';

/** Duck 0 of seat 0 and duck 1 of seat 1 where the test puts them, with the tokens it gives. */
function race(
  hands: number[][],
  zero: { at: [number, number]; facing: 'N' | 'E' | 'S' | 'W'; buoys?: 'red'[] },
  one: { at: [number, number]; facing: 'N' | 'E' | 'S' | 'W' },
  tokens: TokenKind[][] = [['redraw'], ['redraw']],
): RaceState {
  return advancedRace(
    hands,
    [
      { owner: 0, ...zero },
      { owner: 1, ...one },
    ],
    { tokens },
  );
}

/** The same race with duck 0 about to move with `card` (before playing it) and duck 1 after it. */
const beforeMove = (state: RaceState, card = 10): RaceState => ({
  ...state,
  phase: { kind: 'moving', queue: [0, 1], played: [card, 30], extra: false },
});

/** The same race with duck 0's move just over and duck 1 still to move. */
const afterMove = (state: RaceState): RaceState => ({
  ...state,
  phase: { kind: 'after-move', duck: 0, queue: [1], played: [20, 30] },
});

describe('Duck! Duck! Go! action tokens: getting them and keeping them secret', () => {
  it('gives a face-down token for each newly touched buoy, seen only by its holder', () => {
    let state = race(
      [
        [19, 2, 3],
        [1, 5, 6],
      ],
      { at: [1, 1], facing: 'E' },
      { at: [6, 4], facing: 'N' },
    );
    state = moveNext(moveNext(chooseAll(state, [19, 1])));
    // Three steps east: past the red buoy, ending on the yellow one: two new buoys, another card owed.
    expect(state.ducks[0]?.duck?.buoys).toEqual(['red', 'yellow']);
    expect(raceSeatView(state, 0).tokens).toEqual(['redraw', 'encore', 'hop']);
    expect(raceSeatView(state, 1).tokens).toEqual(['redraw']);
    expect(racePublicView(state).advanced?.tokens).toEqual([
      { blue: true, faceDown: 2 },
      { blue: true, faceDown: 0 },
    ]);
    expect(racePublicView(state).advanced?.pileSize).toBe(4);
    const otherKinds: RaceState = {
      ...state,
      advanced: {
        ...(state.advanced as NonNullable<RaceState['advanced']>),
        tokens: [['redraw', 'ghost', 'swap'], ['redraw']],
      },
    };
    expect(racePublicView(otherKinds)).toEqual(racePublicView(state));
    state = play(state, 0, { type: 'move', plan: forward, card: 3 });
    // Its move is over and it holds face-down tokens: its owner may use one now, or pass.
    expect(state.phase).toMatchObject({ kind: 'after-move', duck: 0 });
    expect(refusal(state, 1, { type: 'pass' })).toBe('not-your-turn');
    state = play(state, 0, { type: 'pass' });
    expect(state.phase.kind).toBe('dog');
  });

  it('gives nothing for a buoy already touched, and asks nothing of a player holding only the blue token', () => {
    let state = race(
      [
        [10, 2, 3],
        [19, 5, 6],
      ],
      { at: [1, 1], facing: 'E', buoys: ['red'] },
      { at: [6, 4], facing: 'N' },
    );
    state = moveNext(chooseAll(state, [10, 19]));
    expect(positionOf(state, 0)).toEqual({ x: 3, y: 1 });
    expect(state.advanced?.tokens[0]).toEqual(['redraw']);
    expect(state.phase).toMatchObject({ kind: 'moving', queue: [1] });
  });
});

describe('Duck! Duck! Go! action tokens: each one', () => {
  const hands = [
    [11, 1, 3],
    [19, 5, 6],
  ];

  it('blue: draw three, then discard three before choosing; only while cards are chosen', () => {
    let state = race(hands, { at: [0, 4], facing: 'N' }, { at: [6, 0], facing: 'S' });
    state = play(state, 0, { type: 'choose', duck: 0, card: 1 });
    state = play(state, 0, { type: 'token', use: { kind: 'redraw' } });
    expect(state.players[0]?.hand).toEqual([11, 1, 3, 40, 41, 42]);
    expect(racePublicView(state).advanced?.tokens[0]).toEqual({ blue: false, faceDown: 0 });
    expect(state.advanced?.used).toEqual([{ seat: 0, kind: 'redraw' }]);
    expect(refusal(state, 0, { type: 'choose', duck: 0, card: 40 })).toBe('discard-first');
    expect(refusal(state, 0, { type: 'discard', cards: [11, 3] })).toBe('discard-count');
    expect(refusal(state, 0, { type: 'discard', cards: [1, 11, 3] })).toBe('not-in-hand');
    state = play(state, 0, { type: 'discard', cards: [11, 3, 41] });
    expect(state.players[0]?.hand).toEqual([1, 40, 42]);
    expect(state.discard).toEqual([11, 3, 41]);
    state = play(state, 0, { type: 'choose', duck: 0, card: 40 });
    const moving = race(hands, { at: [0, 4], facing: 'N' }, { at: [6, 0], facing: 'S' });
    expect(refusal(beforeMove(moving), 0, { type: 'token', use: { kind: 'redraw' } })).toBe('token-not-now');
  });

  it('blue: the cards are not revealed while a player still owes their discard', () => {
    let state = race(hands, { at: [0, 4], facing: 'N' }, { at: [6, 0], facing: 'S' });
    state = play(state, 0, { type: 'choose', duck: 0, card: 1 });
    state = play(state, 0, { type: 'token', use: { kind: 'redraw' } });
    state = play(state, 1, { type: 'choose', duck: 1, card: 19 });
    expect(state.phase.kind).toBe('choosing');
    state = play(state, 0, { type: 'discard', cards: [11, 3, 40] });
    expect(state.phase).toMatchObject({ kind: 'moving', queue: [0, 1], played: [1, 19] });
    expect(state.players[0]?.hand).toEqual([41, 42]);
  });

  it('encore: right after its move the duck moves again with another card', () => {
    const tokens: TokenKind[][] = [['encore', 'turn'], ['hop']];
    const state = race(hands, { at: [0, 4], facing: 'N' }, { at: [6, 0], facing: 'S' }, tokens);
    expect(refusal(beforeMove(state), 0, { type: 'token', use: { kind: 'encore' } })).toBe('token-not-now');
    expect(refusal(afterMove(state), 0, { type: 'token', use: { kind: 'turn', facing: 'E' } })).toBe(
      'token-not-now',
    );
    expect(refusal(afterMove(state), 1, { type: 'token', use: { kind: 'hop', turn: 'left' } })).toBe(
      'token-not-now',
    );
    expect(refusal(afterMove(state), 0, { type: 'token', use: { kind: 'swap' } })).toBe('no-such-token');
    let again = play(afterMove(state), 0, { type: 'token', use: { kind: 'encore' } });
    expect(again.phase).toEqual({ kind: 'moving', queue: [0, 1], played: [20, 30], extra: true });
    again = play(again, 0, { type: 'move', plan: forward, card: 1 });
    expect(positionOf(again, 0)).toEqual({ x: 0, y: 3 });
    expect(again.advanced?.tokens[0]).toEqual(['turn']);
    // Still holding a face-down token: the window after the move opens again.
    expect(again.phase).toMatchObject({ kind: 'after-move', duck: 0, queue: [1] });
  });

  it('hop: one step forward then a turn, before or after the move; it touches buoys like any move', () => {
    const tokens: TokenKind[][] = [['hop', 'hop', 'ghost'], []];
    const state = race(hands, { at: [2, 4], facing: 'N' }, { at: [6, 0], facing: 'S' }, tokens);
    const before = play(beforeMove(state), 0, { type: 'token', use: { kind: 'hop', turn: 'left' } });
    expect(before.ducks[0]?.duck).toEqual({ position: { x: 2, y: 3 }, facing: 'W', buoys: ['green'] });
    expect(before.advanced?.tokens[0]).toEqual(['hop', 'ghost', 'encore']);
    expect(before.resolved.at(-1)).toMatchObject({ token: 'hop', card: null, mover: 0 });
    expect(before.phase).toMatchObject({ kind: 'moving', queue: [0, 1], extra: false });
    const after = play(afterMove(state), 0, { type: 'token', use: { kind: 'hop', turn: 'right' } });
    expect(after.ducks[0]?.duck?.facing).toBe('E');
    expect(after.phase).toMatchObject({ kind: 'after-move', duck: 0 });
  });

  it('turn: before playing its card the duck faces any way', () => {
    const state = race(hands, { at: [0, 4], facing: 'N' }, { at: [6, 0], facing: 'S' }, [['turn'], []]);
    let turned = play(beforeMove(state), 0, { type: 'token', use: { kind: 'turn', facing: 'E' } });
    turned = play(turned, 0, { type: 'move', plan: forward });
    expect(positionOf(turned, 0)).toEqual({ x: 2, y: 4 });
  });

  it('swap: with the dog on the board, the duck and the dog trade squares before its move', () => {
    const state = race(hands, { at: [0, 4], facing: 'N' }, { at: [6, 0], facing: 'S' }, [['swap'], []]);
    expect(refusal(beforeMove(state), 0, { type: 'token', use: { kind: 'swap' } })).toBe('dog-not-on-board');
    const dogOnGreen = withDog(beforeMove(state), { position: { x: 2, y: 3 }, facing: 'S' });
    const swapped = play(dogOnGreen, 0, { type: 'token', use: { kind: 'swap' } });
    expect(swapped.ducks[0]?.duck).toEqual({ position: { x: 2, y: 3 }, facing: 'N', buoys: ['green'] });
    expect(swapped.advanced?.dog).toEqual({ position: { x: 0, y: 4 }, facing: 'S' });
    expect(swapped.advanced?.tokens[0]).toEqual(['encore']);
  });

  it('dog-like: the dog running into the duck is knocked off the board', () => {
    let state = race(
      [
        [1, 2, 3],
        [10, 5, 6],
      ],
      { at: [0, 4], facing: 'N', buoys: [] },
      { at: [6, 0], facing: 'S' },
      [['redraw'], ['dog-like']],
    );
    state = play(state, 1, { type: 'token', use: { kind: 'dog-like', duck: 1 } });
    expect(racePublicView(state).advanced?.dogLike).toEqual([false, true]);
    state = moveNext(moveNext(chooseAll(state, [1, 10])));
    expect(state.phase).toEqual({ kind: 'dog', controller: 1 });
    state = play(state, 1, { type: 'dog', facing: 'E', with: { routes: [0, 0] } });
    expect(state.advanced?.dog).toBeNull();
    expect(state.advanced?.dogMove?.left).toBe('knocked-off');
    expect(positionOf(state, 1)).toEqual({ x: 6, y: 2 });
    expect(state.phase.kind).toBe('choosing');
    expect(state.advanced?.dogLike).toEqual([false, false]);
  });

  it('dog-like: the duck knocks ducks and the dog out of its way; a duck running into it is sent back', () => {
    const state = race(
      [
        [19, 10, 3],
        [5, 6, 7],
      ],
      { at: [0, 4], facing: 'E' },
      { at: [2, 4], facing: 'N' },
    );
    const dogLike = { ...(state.advanced as NonNullable<RaceState['advanced']>), dogLike: [true, false] };
    const knocking = withDog(
      { ...beforeMove(state, 19), advanced: dogLike },
      { position: { x: 3, y: 4 }, facing: 'N' },
    );
    const after = play(knocking, 0, { type: 'move', plan: forward });
    expect(positionOf(after, 0)).toEqual({ x: 3, y: 4 });
    expect(after.advanced?.dog).toBeNull();
    expect(after.resolved[0]?.knocked).toEqual([1]);
    expect(after.phase).toMatchObject({ kind: 'sending', duck: 1, by: 0 });
    const runInto = { ...beforeMove(state), advanced: { ...dogLike, dogLike: [false, true] } };
    const sent = play(runInto, 0, { type: 'move', plan: forward });
    expect(positionOf(sent, 0)).toEqual({ x: 1, y: 4 });
    expect(sent.phase).toMatchObject({ kind: 'sending', duck: 0, by: 1 });
  });

  it('ghost: the duck swims through ducks and the dog, and ending on one of them plays another card', () => {
    const tokens: TokenKind[][] = [['ghost'], []];
    const state = race(
      [
        [19, 10, 1],
        [5, 6, 7],
      ],
      { at: [0, 4], facing: 'E' },
      { at: [1, 4], facing: 'N' },
      tokens,
    );
    const ghostWith = (card: number) =>
      play(withDog(beforeMove(state, card), { position: { x: 2, y: 4 }, facing: 'N' }), 0, {
        type: 'token',
        use: { kind: 'ghost', duck: 0 },
      });
    const through = play(ghostWith(19), 0, { type: 'move', plan: forward });
    expect(positionOf(through, 0)).toEqual({ x: 3, y: 4 });
    expect(through.phase).toMatchObject({ kind: 'moving', queue: [1] });
    const onTheDog = play(ghostWith(10), 0, { type: 'move', plan: forward });
    expect(positionOf(onTheDog, 0)).toEqual({ x: 2, y: 4 });
    expect(onTheDog.phase).toMatchObject({ kind: 'moving', queue: [0, 1], extra: true });
    const onwards = play(onTheDog, 0, { type: 'move', plan: forward, card: 1 });
    expect(positionOf(onwards, 0)).toEqual({ x: 3, y: 4 });
  });
});
