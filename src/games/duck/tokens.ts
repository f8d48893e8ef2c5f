import tokens from './data/action-tokens.json' with { type: 'json' };
import { type TokenSet, tokenSetSchema } from './engine/token-set.js';

/** The 24 action tokens: six blue, three of each face-down kind; validated at load. */
export const actionTokens: TokenSet = tokenSetSchema.parse(tokens);
