import { randomBytes } from 'node:crypto';
import { SECRET_SEED_PREFIX } from './random-streams.js';

/**
 * A new game's seed: 128 bits from the operating system's CSPRNG, kept only in the stored game.
 * Never derived from anything Discord sees (the game id is in every button's custom_id), so no
 * key card, hand or deck order can be recomputed from a message.
 */
export function newSecretSeed(): string {
  return `${SECRET_SEED_PREFIX}${randomBytes(16).toString('base64url')}`;
}

/** The seed source a bot uses: its own (tests pin one) or the CSPRNG. */
export function drawSeed(source: { newSeed?: () => string }): string {
  return source.newSeed?.() ?? newSecretSeed();
}
