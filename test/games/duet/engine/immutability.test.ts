import { describe, expect, it } from 'vitest';
import {
  applyMove,
  type DuetMove,
  type DuetState,
  expireGame,
  publicView,
} from '../../../../src/games/duet/engine/index.js';
import { wonGameStates } from '../../../../src/games/duet/render/example-games.js';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Every state of a game, frozen: a move or a view that wrote into one would throw. */
const states = wonGameStates('en', 'immutability').map((state) => deepFreeze(structuredClone(state)));

describe('the engine never changes a state it is given', () => {
  it('replays a whole game from frozen states, each move leaving its input as it was', () => {
    // From the second state on, each is the one before it plus one move.
    for (let index = 1; index < states.length - 1; index++) {
      const state = states[index] as DuetState;
      const next = states[index + 1] as DuetState;
      const { side, move } = next.moves.at(-1) as { side: 'A' | 'B'; move: DuetMove };
      const before = JSON.stringify(state);
      const played = applyMove(state, side, move);
      expect(played.ok && played.state).toEqual(next);
      expect(JSON.stringify(state)).toBe(before);
    }
  });

  it('flags a clue, expires a game and builds views without touching the frozen state', () => {
    const guessing = states.find((state) => state.phase.kind === 'guessing') as DuetState;
    const clueGiver = guessing.phase.kind === 'guessing' ? guessing.phase.clueGiver : 'A';
    const guesser = clueGiver === 'A' ? 'B' : 'A';
    expect(applyMove(guessing, guesser, { type: 'flagInvalidClue' }).ok).toBe(true);
    expect(expireGame(guessing).phase.kind).toBe('expired');
    const before = JSON.stringify(guessing);
    const view = publicView(guessing);
    // A viewer changing its view changes neither the state nor the next view.
    view.cells[0]?.missedBy.push('B', 'B');
    (view.clues.at(-1) as { word: string }).word = 'changed';
    expect(JSON.stringify(guessing)).toBe(before);
    expect(publicView(guessing).clues.at(-1)?.word).not.toBe('changed');
  });
});
