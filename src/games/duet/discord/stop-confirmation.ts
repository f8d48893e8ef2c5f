import type { Language } from '../../../platform/i18n/languages.js';
import type { StopGame } from '../../shared/discord/stop-confirmation.js';
import { type DuetMove, isGameOver } from '../engine/index.js';
import { tDuet } from '../i18n/index.js';
import { boardVersion, type DuetDocument, type DuetSession, sideOf, type TableSetup } from '../session.js';
import { commandTextsFor } from './command-texts.js';
import { duetCustomId } from './custom-ids.js';
import { asGame, duet, loadGame, recentGame, updateSession } from './duet-runtime.js';
import { fromItsTable } from './press-origin.js';

/** "Duet #12", as the roster and threads name the table. */
function tableName(language: Language, session: DuetSession): string {
  return session.number === null
    ? tDuet(language, 'board.title')
    : tDuet(language, 'lobby.number', { number: session.number });
}

/** Duet's `/duet stop` question: the shared one, naming the table as its roster does. */
export const duetStop = (): StopGame<DuetDocument, DuetSession, DuetMove, TableSetup> => ({
  staged: { runtime: duet, asGame, loadGame, recentGame, updateGame: updateSession },
  resign: { type: 'resign' },
  customId: duetCustomId,
  version: boardVersion,
  isPlayer: (game, userId) => sideOf(game, userId) !== null,
  isOver: (game) => isGameOver(game.engine),
  fromItsTable,
  tableName,
  text: (language, key, variables) => tDuet(language, key, variables),
  commandTexts: commandTextsFor,
});
