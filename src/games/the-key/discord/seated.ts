import { privatePresses, type Seated } from '../../../platform/table/private-turns.js';
import { type KeyDocument, type KeyGame, keyStaged } from '../document.js';
import { tKey } from '../i18n/index.js';
import { type KeyGameMove, keyGameRules } from '../rules.js';
import { seatIndexOf } from '../table.js';
import { keyText } from './answers.js';

export type SeatedPress = Seated<KeyGame, KeyGameMove>;
/** Whose private menu is drawn: the game, the player's seat, their language. */
export type Turn = Pick<SeatedPress, 'game' | 'seat' | 'language'>;

/** THE KEY's private messages: a player's hand and turn, answered in their own language. */
export const { seated, show, say, makeMove } = privatePresses<KeyDocument, KeyGame, KeyGameMove>({
  staged: keyStaged,
  seatOf: (game, userId) => seatIndexOf(game.seats, userId),
  version: (game) => keyGameRules.version(game),
  spectatorText: (interaction) => keyText(interaction, 'prompt.spectator'),
  staleText: (language) => tKey(language, 'prompt.stale'),
});
