import { z } from 'zod';
import type { SeededRandom } from '../../../platform/random/seeded-random.js';
import type { BuoyColor } from './board.js';
import type { AdvancedState, TokenKind } from './race-state.js';

/** The box holds 24 action tokens: blue ones (one per player, the rest stay in the box) and the face-down pile. */
export const TOKENS_IN_BOX = 24;
/** A blue token for each of up to six players. */
const MOST_PLAYERS = 6;
const faceDownKinds = ['encore', 'hop', 'turn', 'swap', 'dog-like', 'ghost'] as const;

export interface TokenSet {
  blue: number;
  /** The face-down tokens, one entry per token, before shuffling. */
  pile: TokenKind[];
}

/**
 * The tokens as their data file writes them: how many blue ones and how many of each face-down
 * kind. Validated when loaded: every face-down kind at least once, enough blue for six players,
 * 24 in all.
 */
export const tokenSetSchema = z
  .object({
    blue: z.number().int().min(MOST_PLAYERS),
    pile: z.record(z.enum(faceDownKinds), z.number().int().min(1)),
  })
  .refine(
    (set) => set.blue + Object.values(set.pile).reduce((sum, count) => sum + count, 0) === TOKENS_IN_BOX,
    `${TOKENS_IN_BOX} tokens in all`,
  )
  .transform(
    (set): TokenSet => ({
      blue: set.blue,
      pile: faceDownKinds.flatMap((kind) => Array.from({ length: set.pile[kind] }, () => kind)),
    }),
  );

/** Each player's blue token, and the face-down pile shuffled. */
export function dealTokens(set: TokenSet, seats: number, random: SeededRandom) {
  return {
    tokens: Array.from({ length: seats }, (): TokenKind[] => ['redraw']),
    pile: random.shuffle(set.pile),
  };
}

/** The owner of a duck that newly touched buoys takes a face-down token for each, while the pile lasts. */
export function grantTokens(advanced: AdvancedState, seat: number, newBuoys: readonly BuoyColor[]): void {
  for (const _buoy of newBuoys) {
    const token = advanced.pile.shift();
    if (token) advanced.tokens[seat]?.push(token);
  }
}

/** The face-down tokens a player holds: everyone knows how many (the blue one is known to all). */
export const faceDownCount = (advanced: AdvancedState, seat: number) =>
  (advanced.tokens[seat] ?? []).filter((kind) => kind !== 'redraw').length;

/** Gives a used token back to the box and shows it; false when the player holds none of that kind. */
export function spendToken(advanced: AdvancedState, seat: number, kind: TokenKind): boolean {
  const held = advanced.tokens[seat] ?? [];
  const at = held.indexOf(kind);
  if (at < 0) return false;
  held.splice(at, 1);
  advanced.used.push({ seat, kind });
  return true;
}
