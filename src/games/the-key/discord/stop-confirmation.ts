import { fromItsChannel } from '../../shared/discord/press-origin.js';
import type { StopGame } from '../../shared/discord/stop-confirmation.js';
import { isOver, type KeyDocument, type KeyGame } from '../document.js';
import { tKey } from '../i18n/index.js';
import { type KeyGameMove, keyGameRules, type TableSetup } from '../rules.js';
import { commandTextsFor } from './command-texts.js';
import { keyCustomId } from './custom-ids.js';
import { asGame, loadGame, recentGame, theKey, updateGame } from './runtime.js';

/** `/thekey stop` asks first, as every game's does: stopping ends the mission as a failure. */
export const keyStop = (): StopGame<KeyDocument, KeyGame, KeyGameMove, TableSetup> => ({
  staged: { runtime: theKey, asGame, loadGame, recentGame, updateGame },
  resign: { type: 'resign' },
  customId: keyCustomId,
  version: (game) => keyGameRules.version(game),
  isPlayer: (game, userId) => keyGameRules.seatOf(game, userId) !== null,
  isOver,
  fromItsTable: fromItsChannel,
  tableName: (language) => tKey(language, 'game.name'),
  text: (language, key, variables) => tKey(language, key, variables),
  commandTexts: commandTextsFor,
});
