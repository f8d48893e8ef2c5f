import { privatePresses, type Seated } from '../../shared/discord/private-press.js';
import type { KeyGame } from '../document.js';
import { tKey } from '../i18n/index.js';
import { seatIndexOf } from '../table.js';
import { keyText, refusalText } from './answers.js';
import { asGame, loadGame, recentGame, theKey, updateGame } from './runtime.js';

export type SeatedPress = Seated<KeyGame>;

/** THE KEY's private messages: a player's hand and turn, answered in their own language. */
export const { seated, show, say, stale, makeMove } = privatePresses({
  staged: () => ({ runtime: theKey, asGame, loadGame, recentGame, updateGame }),
  seatOf: (game, userId) => seatIndexOf(game.seats, userId),
  spectatorText: (interaction) => keyText(interaction, 'prompt.spectator'),
  staleText: (language) => tKey(language, 'prompt.stale'),
  refusalText,
});
