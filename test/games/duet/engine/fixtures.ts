import { createGame, keyCardPairs, standardOptions } from '../../../../src/games/duet/engine/index.js';
import type { DuetOptions, DuetState, KeyCard, KeyColor } from '../../../../src/games/duet/engine/types.js';

export type Pair = `${'G' | 'K' | 'N'}${'G' | 'K' | 'N'}`;

const colorOf = { G: 'agent', K: 'assassin', N: 'bystander' } as const satisfies Record<string, KeyColor>;

function colorsOf(pair: Pair): { a: KeyColor; b: KeyColor } {
  const [a, b] = pair as unknown as ['G' | 'K' | 'N', 'G' | 'K' | 'N'];
  return { a: colorOf[a], b: colorOf[b] };
}

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
  for (const pair of Object.values(placed)) {
    const { a, b } = colorsOf(pair);
    take(a, b);
  }
  for (let i = 0; i < 25; i++) {
    const pair = placed[i];
    const next = pair ? colorsOf(pair) : remaining.shift();
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
