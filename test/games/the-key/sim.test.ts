import { describe, expect, it } from 'vitest';
import type { KeyState } from '../../../src/games/the-key/engine/index.js';
import { keyResources } from '../../../src/games/the-key/resources.js';
import { simulate } from '../../../src/games/the-key/sim/simulate.js';

const deckIds = [...keyResources.resources, ...keyResources.timeCards].map((card) => card.id).sort();

/** Every card of the deck, wherever it lies: deck, discards, waiting time cards, action cards, hands. */
function cardIdsOnTable(state: KeyState): string[] {
  return [
    ...state.deck,
    ...state.discard,
    ...state.timeCards,
    ...Object.values(state.actionCards).flatMap((pile) => pile.played.map((played) => played.card)),
    ...state.players.flatMap((player) => player.hand),
  ]
    .map((card) => card.id)
    .sort();
}

describe('THE KEY simulated team', () => {
  it('wins the first mission in most seeded games and never loses or invents a card', () => {
    let wins = 0;
    let games = 0;
    for (const players of [1, 2, 3, 4]) {
      for (let game = 0; game < 5; game++) {
        const result = simulate('practice-safe', players, `sim-test/${players}/${game}`, {
          observe: (state) => expect(cardIdsOnTable(state)).toEqual(deckIds),
        });
        games++;
        if (result.outcome === 'won') wins++;
        expect(result.turns).toBeGreaterThan(0);
      }
    }
    expect(wins).toBeGreaterThanOrEqual(0.8 * games);
  });

  it('plays the last mission to an end with every player count', () => {
    for (const players of [1, 2, 3, 4]) {
      const result = simulate('the-director', players, `sim-test/last/${players}`);
      expect(['won', 'lost']).toContain(result.outcome);
      expect(result.tokensRevealed).toBeGreaterThan(0);
    }
  });
});
