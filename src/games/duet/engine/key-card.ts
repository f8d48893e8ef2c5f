import type { SeededRandom } from '../../../platform/random/seeded-random.js';
import { BOARD_SIZE, type KeyCard, type KeyColor } from './types.js';

/**
 * How many cells carry each (side A, side B) colour pair. Every Duet key card follows this
 * table: 9 agents, 3 assassins and 13 bystanders per side, 15 distinct agents overall.
 */
export const keyCardPairCounts: readonly { a: KeyColor; b: KeyColor; count: number }[] = [
  { a: 'agent', b: 'agent', count: 3 },
  { a: 'agent', b: 'assassin', count: 1 },
  { a: 'agent', b: 'bystander', count: 5 },
  { a: 'assassin', b: 'agent', count: 1 },
  { a: 'assassin', b: 'assassin', count: 1 },
  { a: 'assassin', b: 'bystander', count: 1 },
  { a: 'bystander', b: 'agent', count: 5 },
  { a: 'bystander', b: 'assassin', count: 1 },
  { a: 'bystander', b: 'bystander', count: 7 },
];

/** The 25 (A, B) pairs of the table, in table order. */
export function keyCardPairs(): { a: KeyColor; b: KeyColor }[] {
  return keyCardPairCounts.flatMap(({ a, b, count }) => Array.from({ length: count }, () => ({ a, b })));
}

export function generateKeyCard(random: SeededRandom): KeyCard {
  const pairs = random.shuffle(keyCardPairs());
  return { A: pairs.map((pair) => pair.a), B: pairs.map((pair) => pair.b) };
}

/** True when the card has 25 cells whose pairs match the table exactly. */
export function followsKeyCardTable(card: KeyCard): boolean {
  if (card.A.length !== BOARD_SIZE || card.B.length !== BOARD_SIZE) return false;
  return keyCardPairCounts.every(
    ({ a, b, count }) => card.A.filter((color, i) => color === a && card.B[i] === b).length === count,
  );
}
