import { createHash } from 'node:crypto';
import { type RandomState, SeededRandom } from './seeded-random.js';

/** How `newSecretSeed` marks its seeds: their draws come from independent streams. */
export const SECRET_SEED_PREFIX = 's1.';

export function isSecretSeed(seed: string): boolean {
  return seed.startsWith(SECRET_SEED_PREFIX);
}

function stateOfDigest(digest: Buffer): RandomState {
  return [digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12)];
}

/**
 * One generator per purpose, all from one seed. A fast generator's outputs can betray its state:
 * someone who reads the 25 public words a generator drew could, in principle, work out that
 * generator and draw the key card after them. So a secret seed gives each purpose (`words`,
 * `key`…) its own generator, seeded with SHA-256 of the seed and the purpose: knowing one
 * stream's state tells nothing of another's. A seed from before secret seeds (a game id) keeps
 * its one shared generator, so every stored game still deals exactly as it did.
 */
export function randomStreams(seed: string): (purpose: string) => SeededRandom {
  if (!isSecretSeed(seed)) {
    const shared = SeededRandom.fromSeed(seed);
    return () => shared;
  }
  return (purpose) =>
    new SeededRandom(stateOfDigest(createHash('sha256').update(`${seed}\u0000${purpose}`).digest()));
}
