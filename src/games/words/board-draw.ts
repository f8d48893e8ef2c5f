import type { SeededRandom } from '../../platform/random/seeded-random.js';
import { normalizeForComparison } from '../../platform/text/normalize.js';

/** True when one word, compared as players read it, holds the other (ant / elephant, 猫 / 招き猫). */
export function isNested(a: string, b: string): boolean {
  const left = normalizeForComparison(a);
  const right = normalizeForComparison(b);
  return left.includes(right) || right.includes(left);
}

/**
 * `count` distinct words in a seeded random order, never two where one contains the other:
 * such a pair makes both words nearly impossible to clue. A pool too small to avoid every pair
 * (a short custom list) fills the rest of the board from the words it had to pass over.
 */
export function drawBoardWords<T extends { text: string }>(
  random: SeededRandom,
  pool: readonly T[],
  count: number,
): T[] {
  if (count > pool.length) throw new RangeError(`cannot draw ${count} of ${pool.length}`);
  const chosen: T[] = [];
  const passedOver: T[] = [];
  for (const word of random.shuffle(pool)) {
    if (chosen.length === count) break;
    if (chosen.some((other) => isNested(other.text, word.text))) passedOver.push(word);
    else chosen.push(word);
  }
  return [...chosen, ...passedOver.slice(0, count - chosen.length)];
}
