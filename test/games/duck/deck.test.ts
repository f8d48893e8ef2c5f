import { describe, expect, it } from 'vitest';
import { movementCards } from '../../../src/games/duck/deck.js';
import { deckSchema } from '../../../src/games/duck/engine/index.js';

describe('Duck! Duck! Go! movement cards', () => {
  it('holds cards 1 to 54, longer routes the later a card moves, some with two routes', () => {
    expect(movementCards.map((card) => card.number)).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
    const length = (number: number) =>
      Math.max(...(movementCards[number - 1]?.routes.map((route) => route.steps.length) ?? [0]));
    expect(length(1)).toBe(1);
    expect(length(54)).toBe(5);
    expect(movementCards.filter((card) => card.routes.length === 2).length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a deck with a missing number, a route that crosses itself or a repeated end facing', () => {
    const valid = movementCards.map((card) => ({
      number: card.number,
      routes: card.routes.map(() => ({ path: 'F', end: 'F' })),
    }));
    expect(deckSchema.safeParse(valid).success).toBe(true);
    expect(deckSchema.safeParse(valid.slice(1)).success).toBe(false);
    const crossing = [{ number: 1, routes: [{ path: 'FLBR', end: 'F' }] }, ...valid.slice(1)];
    expect(deckSchema.safeParse(crossing).success).toBe(false);
    const twice = [{ number: 1, routes: [{ path: 'F', end: 'FF' }] }, ...valid.slice(1)];
    expect(deckSchema.safeParse(twice).success).toBe(false);
  });
});
