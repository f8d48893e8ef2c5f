import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/games/duet/engine/index.js';
import { generateKeyCard } from '../../../src/games/duet/engine/key-card.js';
import { standardOptions } from '../../../src/games/duet/engine/setup.js';
import { drawBoardWords } from '../../../src/games/words/board-draw.js';
import { wordList } from '../../../src/games/words/index.js';
import { isSecretSeed, randomStreams } from '../../../src/platform/random/random-streams.js';
import { newSecretSeed } from '../../../src/platform/random/secret-seed.js';
import { SeededRandom } from '../../../src/platform/random/seeded-random.js';

const pool = wordList('en');

/** The deal as one generator makes it: the words, then the key card from where the words left off. */
function dealtByOneGenerator(seed: string) {
  const random = SeededRandom.fromSeed(seed);
  const words = drawBoardWords(random, pool, 25).map((word) => word.text);
  return { words, keyCard: generateKeyCard(random) };
}

describe('random streams', () => {
  it('new seeds are 128 random bits, marked as secret, never repeated', () => {
    const seeds = new Set(Array.from({ length: 1000 }, newSecretSeed));
    expect(seeds.size).toBe(1000);
    for (const seed of seeds) {
      expect(isSecretSeed(seed)).toBe(true);
      expect(Buffer.from(seed.slice(3), 'base64url')).toHaveLength(16);
    }
  });

  it("a secret seed's key card does not follow from the generator that drew the public words", () => {
    for (let game = 0; game < 20; game++) {
      const seed = newSecretSeed();
      const dealt = newGame({ seed, wordPool: pool, options: standardOptions() });
      // Someone who worked out the words' generator and drew on from it gets another key card.
      const words = drawBoardWords(randomStreams(seed)('words'), pool, 25);
      expect(words.map((word) => word.text)).toEqual(dealt.words.map((word) => word.text));
      const wordsGenerator = randomStreams(seed)('words');
      drawBoardWords(wordsGenerator, pool, 25);
      expect(generateKeyCard(wordsGenerator)).not.toEqual(dealt.keyCard);
    }
  });

  it('a seed from before secret seeds deals exactly as it always did', () => {
    const legacy = 'k3j9x0a1b2c4';
    expect(isSecretSeed(legacy)).toBe(false);
    const dealt = newGame({ seed: legacy, wordPool: pool, options: standardOptions() });
    const before = dealtByOneGenerator(legacy);
    expect(dealt.words.map((word) => word.text)).toEqual(before.words);
    expect(dealt.keyCard).toEqual(before.keyCard);
  });
});
