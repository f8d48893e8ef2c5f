import { createGame, keyCardPairs, standardOptions } from '../../../../src/games/duet/engine/index.js';
import type { DuetOptions, DuetState, KeyCard, KeyColor } from '../../../../src/games/duet/engine/types.js';

export type Pair = `${'G' | 'K' | 'N'}${'G' | 'K' | 'N'}`;

const colorOf: Record<string, KeyColor> = { G: 'agent', K: 'assassin', N: 'bystander' };

/**
 * A key card with chosen (A, B) pairs on chosen cells, e.g. { 0: 'GN' } = cell 0 is an agent on
 * side A and a bystander on side B; the other cells get the rest of the table in order.
 */
export function keyCardWith(placed: Record<number, Pair>): KeyCard {
  const remaining = keyCardPairs();
  const card: KeyCard = { A: [], B: [] };
  const take = (a: KeyColor, b: KeyColor) => {
    const index = remaining.findIndex((pair) => pair.a === a && pair.b === b);
    if (index < 0) throw new Error(`no ${a}/${b} pair left in the table`);
    remaining.splice(index, 1);
  };
  for (const pair of Object.values(placed)) take(colorOf[pair[0] as string], colorOf[pair[1] as string]);
  for (let i = 0; i < 25; i++) {
    const pair = placed[i];
    const next = pair
      ? { a: colorOf[pair[0] as string] as KeyColor, b: colorOf[pair[1] as string] as KeyColor }
      : remaining.shift();
    if (!next) throw new Error('ran out of pairs');
    card.A.push(next.a);
    card.B.push(next.b);
  }
  return card;
}

export function wordsFrom(texts: readonly string[]): { text: string; readings: string[] }[] {
  const words = texts.map((text) => ({ text, readings: [] as string[] }));
  for (let i = words.length; i < 25; i++) words.push({ text: `word${i}`, readings: [] });
  return words;
}

export function gameWith(
  placed: Record<number, Pair>,
  options: DuetOptions = standardOptions(),
  texts: readonly string[] = [],
): DuetState {
  return createGame({ seed: 'test', words: wordsFrom(texts), keyCard: keyCardWith(placed), options });
}
