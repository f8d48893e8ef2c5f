import { fromItsChannel } from '../../shared/discord/press-origin.js';
import type { StopGame } from '../../shared/discord/stop-confirmation.js';
import type { DuckDocument, DuckGame } from '../document.js';
import { tDuck } from '../i18n/index.js';
import { type DuckMove, duckRules, type TableSetup } from '../rules.js';
import { commandTextsFor } from './command-texts.js';
import { duckCustomId } from './custom-ids.js';
import { asGame, duck, loadGame, recentGame, updateGame } from './runtime.js';

/** `/duck stop` asks first, as every game's does: stopping ends the race with no winner. */
export const duckStop = (): StopGame<DuckDocument, DuckGame, DuckMove, TableSetup> => ({
  staged: { runtime: duck, asGame, loadGame, recentGame, updateGame },
  resign: { type: 'resign' },
  customId: duckCustomId,
  version: (game) => duckRules.version(game),
  isPlayer: (game, userId) => duckRules.seatOf(game, userId) !== null,
  isOver: (game) => game.abandoned || game.race.phase.kind === 'over',
  fromItsTable: fromItsChannel,
  tableName: (language) => tDuck(language, 'game.name'),
  text: (language, key, variables) => tDuck(language, key, variables),
  commandTexts: commandTextsFor,
});
