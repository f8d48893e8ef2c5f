import { fromItsChannel } from '../../shared/discord/press-origin.js';
import type { StopGame } from '../../shared/discord/stop-confirmation.js';
import type { CodenamesDocument, CodenamesGame } from '../document.js';
import { type CodenamesMove, isGameOver } from '../engine/index.js';
import { tCodenames } from '../i18n/index.js';
import type { TableSetup } from '../rules.js';
import { codenamesRules } from '../rules.js';
import { commandTextsFor } from './command-texts.js';
import { codenamesCustomId } from './custom-ids.js';
import { asGame, codenames, loadGame, recentGame, updateGame } from './runtime.js';

/** `/codenames stop` asks first, as Duet's does: ending resigns for the presser's team. */
export const codenamesStop = (): StopGame<CodenamesDocument, CodenamesGame, CodenamesMove, TableSetup> => ({
  staged: { runtime: codenames, asGame, loadGame, recentGame, updateGame },
  resign: { type: 'resign' },
  customId: codenamesCustomId,
  version: (game) => game.engine.moves.length,
  isPlayer: (game, userId) => codenamesRules.seatOf(game, userId) !== null,
  isOver: (game) => isGameOver(game.engine),
  fromItsTable: fromItsChannel,
  tableName: (language) => tCodenames(language, 'game.name'),
  text: (language, key, variables) => tCodenames(language, key, variables),
  commandTexts: commandTextsFor,
});
