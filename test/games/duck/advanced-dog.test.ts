import { describe, expect, it } from 'vitest';
import { movementCards } from '../../../src/games/duck/deck.js';
import { dogRoutes } from '../../../src/games/duck/dog.js';
import {
  applyRaceMove,
  boardFromRows,
  newRace,
  racePublicView,
} from '../../../src/games/duck/engine/index.js';
import { actionTokens } from '../../../src/games/duck/tokens.js';
import {
  advancedRace,
  chooseAll,
  DRAIN,
  moveNext,
  play,
  positionOf,
  refusal,
  withDog,
} from './advanced-race.js';

const DASH = 0;
const HOOK_LEFT = 1;

/** Duck 0 (seat 0) bottom left facing north, duck 1 (seat 1) top right facing south. */
const twoDucks = (buoys: { zero?: 'red'[]; one?: 'red'[] } = {}) =>
  advancedRace(
    [
      [1, 2, 3],
      [10, 5, 6],
    ],
    [
      { owner: 0, at: [0, 4], facing: 'N', buoys: buoys.zero ?? [] },
      { owner: 1, at: [6, 0], facing: 'S', buoys: buoys.one ?? [] },
    ],
  );

/** Both ducks move: duck 0 one step north to (0,3), duck 1 two steps south to (6,2). */
const afterTheDucks = (buoys: Parameters<typeof twoDucks>[0] = {}) =>
  moveNext(moveNext(chooseAll(twoDucks(buoys), [1, 10])));

describe('Duck! Duck! Go! bird dog', () => {
  it('comes after every duck has moved, for the player whose best duck has the fewest buoys', () => {
    const state = afterTheDucks({ one: ['red'] });
    expect(positionOf(state, 1)).toEqual({ x: 6, y: 2 });
    expect(state.phase).toEqual({ kind: 'dog', controller: 0 });
    expect(state.players.map((player) => player.hand.length)).toEqual([3, 3]);
    expect(refusal(state, 1, { type: 'dog', facing: 'E', with: { routes: [DASH, DASH] } })).toBe(
      'not-your-turn',
    );
  });

  it('goes, on a tie in buoys, to whoever played the highest card this round', () => {
    expect(afterTheDucks().phase).toEqual({ kind: 'dog', controller: 1 });
  });

  it('enters on the drain facing the way its controller picks, then runs two board routes in order', () => {
    let state = afterTheDucks({ one: ['red'] });
    expect(refusal(state, 0, { type: 'dog', with: { routes: [DASH, DASH] } })).toBe('dog-needs-facing');
    state = play(state, 0, { type: 'dog', facing: 'W', with: { routes: [HOOK_LEFT, DASH] } });
    // Hook left from the drain facing west: (2,2), then left of west is south: (2,3), facing south;
    // the dash south: (2,4), then the edge: it turns round where it is.
    expect(racePublicView(state).advanced?.dog).toEqual({ position: { x: 2, y: 4 }, facing: 'N' });
    expect(state.advanced?.dogMove?.path).toEqual([
      { x: 2, y: 2 },
      { x: 2, y: 3 },
      { x: 2, y: 4 },
    ]);
    expect(state.phase.kind).toBe('choosing');
    expect(state.round).toBe(2);
  });

  it('may run the same route twice', () => {
    let state = afterTheDucks({ one: ['red'] });
    state = play(state, 0, { type: 'dog', facing: 'N', with: { routes: [HOOK_LEFT, HOOK_LEFT] } });
    // North from the drain to (3,1), west to (2,1) facing west; again: (1,1), then south to (1,2).
    expect(state.advanced?.dog).toEqual({ position: { x: 1, y: 2 }, facing: 'S' });
  });

  it('moves by a card from its controller’s hand, who then draws one', () => {
    let state = afterTheDucks({ one: ['red'] });
    const hand = state.players[0]?.hand ?? [];
    expect(hand).toContain(2);
    state = play(state, 0, { type: 'dog', facing: 'E', with: { card: 2, route: 0, endFacing: 'right' } });
    // Card 2 from the drain facing east: one step to its left (north), ending turned right of east.
    expect(state.advanced?.dog).toEqual({ position: { x: 3, y: 1 }, facing: 'S' });
    expect(state.players[0]?.hand).not.toContain(2);
    expect(state.players[0]?.hand).toHaveLength(3);
    expect(state.discard).toContain(2);
  });

  it('leaves the board by the drain and enters again from it the next round', () => {
    let state = withDog(afterTheDucks({ one: ['red'] }), { position: { x: 3, y: 4 }, facing: 'N' });
    state = play(state, 0, { type: 'dog', with: { routes: [DASH, DASH] } });
    expect(state.advanced?.dog).toBeNull();
    expect(state.advanced?.dogMove).toMatchObject({ left: 'drain', path: [{ x: 3, y: 3 }, DRAIN] });
    state = moveNext(
      moveNext(chooseAll(state, [state.players[0]?.hand[0] ?? 0, state.players[1]?.hand[0] ?? 0])),
    );
    expect(state.phase.kind).toBe('dog');
    expect(refusal(state, 0, { type: 'dog', with: { routes: [DASH, DASH] } })).toBe('dog-needs-facing');
  });

  it('goes down the drain when its move ends still on it', () => {
    const walledDrain = boardFromRows(['S#S', '#D#', 'S#S']);
    const state = { ...afterTheDucks({ one: ['red'] }), phase: { kind: 'dog', controller: 0 } as const };
    const result = applyRaceMove(walledDrain, movementCards, state, 0, {
      type: 'dog',
      facing: 'N',
      with: { routes: [DASH, DASH] },
    });
    expect(result.ok && result.state.advanced?.dog).toBeNull();
    expect(result.ok && result.state.advanced?.dogMove).toMatchObject({ path: [], left: 'drain' });
  });

  it('knocks a duck in its way to a free start square its controller picks; the owner then picks its facing', () => {
    let state = afterTheDucks({ one: ['red'] });
    state = play(state, 0, { type: 'dog', facing: 'E', with: { routes: [DASH, DASH] } });
    // The dash runs over duck 1 at (6,2) and stops at the edge, turned round.
    expect(state.advanced?.dog).toEqual({ position: { x: 6, y: 2 }, facing: 'W' });
    expect(state.advanced?.dogMove?.knocked).toEqual([1]);
    expect(state.phase).toMatchObject({ kind: 'sending', duck: 1, by: 0 });
    expect(refusal(state, 1, { type: 'send', at: { x: 0, y: 0 } })).toBe('not-your-turn');
    expect(refusal(state, 0, { type: 'send', at: { x: 6, y: 2 } })).toBe('not-a-free-start');
    expect(refusal(state, 0, { type: 'send', at: { x: 3, y: 3 } })).toBe('not-a-free-start');
    state = play(state, 0, { type: 'send', at: { x: 0, y: 0 } });
    expect(state.phase).toMatchObject({ kind: 'facing', duck: 1 });
    expect(refusal(state, 0, { type: 'face', facing: 'S' })).toBe('not-your-turn');
    state = play(state, 1, { type: 'face', facing: 'E' });
    expect(state.ducks[1]?.duck).toEqual({ position: { x: 0, y: 0 }, facing: 'E', buoys: ['red'] });
    expect(state.phase.kind).toBe('choosing');
  });

  it('sends back a duck that runs into it, by the dog’s controller, and the round goes on', () => {
    let state = advancedRace(
      [
        [10, 2, 3],
        [19, 5, 6],
      ],
      [
        { owner: 0, at: [0, 4], facing: 'E', buoys: ['red'] },
        { owner: 1, at: [6, 0], facing: 'S' },
      ],
      { dog: { position: { x: 2, y: 4 }, facing: 'N' } },
    );
    state = moveNext(chooseAll(state, [10, 19]));
    expect(positionOf(state, 0)).toEqual({ x: 1, y: 4 });
    expect(state.resolved[0]).toMatchObject({ sentBack: true, end: { kind: 'bonked', against: 'duck' } });
    expect(state.phase).toMatchObject({ kind: 'sending', duck: 0, by: 1 });
    state = play(state, 1, { type: 'send', at: { x: 0, y: 2 } });
    state = play(state, 0, { type: 'face', facing: 'E' });
    expect(positionOf(state, 0)).toEqual({ x: 0, y: 2 });
    expect(state.phase).toMatchObject({ kind: 'moving', queue: [1] });
  });
});

describe('Duck! Duck! Go! beginner races stay as they were', () => {
  it('deals the same cards with or without the advanced rules, and refuses their moves', () => {
    const beginner = newRace('same-seed', 4, movementCards);
    const advanced = newRace('same-seed', 4, movementCards, {
      advanced: { dogRoutes, tokens: actionTokens },
    });
    expect(beginner.advanced).toBeUndefined();
    expect(advanced.players).toEqual(beginner.players);
    expect(advanced.revealed).toEqual(beginner.revealed);
    expect(advanced.advanced?.tokens).toEqual([['redraw'], ['redraw'], ['redraw'], ['redraw']]);
    expect(advanced.advanced?.pile).toHaveLength(18);
    expect(racePublicView(beginner).advanced).toBeUndefined();
    expect(refusal(beginner, 0, { type: 'token', use: { kind: 'redraw' } })).toBe('not-advanced');
    expect(refusal(beginner, 0, { type: 'pass' })).toBe('not-advanced');
  });
});
