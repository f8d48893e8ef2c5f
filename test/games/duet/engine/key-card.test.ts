import { describe, expect, it } from 'vitest';
import {
  followsKeyCardTable,
  generateKeyCard,
  keyCardPairCounts,
} from '../../../../src/games/duet/engine/index.js';
import { SeededRandom } from '../../../../src/platform/random/seeded-random.js';

const SEEDS = 10_000;

describe('key card generator', () => {
  it(`follows the 25-pair table on every one of ${SEEDS} seeds`, () => {
    for (let seed = 0; seed < SEEDS; seed++) {
      const card = generateKeyCard(SeededRandom.fromSeed(`key-${seed}`));
      if (!followsKeyCardTable(card)) throw new Error(`seed key-${seed} broke the table`);
    }
    expect(keyCardPairCounts.reduce((sum, pair) => sum + pair.count, 0)).toBe(25);
  });

  it('gives each side 9 agents, 3 assassins and 13 bystanders, 15 agents overall', () => {
    const card = generateKeyCard(SeededRandom.fromSeed('counts'));
    for (const side of [card.A, card.B]) {
      expect(side.filter((c) => c === 'agent')).toHaveLength(9);
      expect(side.filter((c) => c === 'assassin')).toHaveLength(3);
      expect(side.filter((c) => c === 'bystander')).toHaveLength(13);
    }
    expect(card.A.filter((c, i) => c === 'agent' || card.B[i] === 'agent')).toHaveLength(15);
  });

  it('makes every cell equally likely to be a shared agent (chi-square, 24 degrees of freedom)', () => {
    const sharedCounts = new Array<number>(25).fill(0);
    for (let seed = 0; seed < SEEDS; seed++) {
      const card = generateKeyCard(SeededRandom.fromSeed(`chi-${seed}`));
      card.A.forEach((color, i) => {
        if (color === 'agent' && card.B[i] === 'agent') sharedCounts[i] = (sharedCounts[i] ?? 0) + 1;
      });
    }
    const expected = (SEEDS * 3) / 25;
    const chiSquare = sharedCounts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 51.18 is the critical value for p = 0.001 with 24 degrees of freedom.
    expect(chiSquare).toBeLessThan(51.18);
  });

  it('is the same card for the same seed and a different one for another seed', () => {
    const first = generateKeyCard(SeededRandom.fromSeed('same'));
    expect(generateKeyCard(SeededRandom.fromSeed('same'))).toEqual(first);
    expect(generateKeyCard(SeededRandom.fromSeed('other'))).not.toEqual(first);
  });
});
