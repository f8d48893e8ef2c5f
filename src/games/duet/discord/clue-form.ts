import type { ClueFormGame } from '../../shared/clue/clue-form-flow.js';
import { type DuetMove, MAX_CLUE_NUMBER } from '../engine/index.js';
import { isDuetMessageKey, tDuet } from '../i18n/index.js';
import {
  boardVersion,
  type DuetDocument,
  type DuetSession,
  emptySide,
  sideOf,
  type TableSetup,
} from '../session.js';
import { answerPrivately } from './answers.js';
import { clueAnnouncement } from './clue-giving.js';
import { illegalClueText } from './clue-vetting.js';
import { duetCustomId } from './custom-ids.js';
import { asGame, duet, loadGame, recentGame, updateSession } from './duet-runtime.js';
import { fromItsBoard, fromItsChannel } from './press-origin.js';

/**
 * Duet's clues, by the shared form and `/clue`: Duet's turn rules and messages. Built on use: the
 * runtime helpers are defined after the modules that import this one.
 */
export const duetClueForm = (): ClueFormGame<DuetDocument, DuetSession, DuetMove, TableSetup> => ({
  staged: { runtime: duet, asGame, loadGame, recentGame, updateGame: updateSession },
  clueMove: (clue) => ({ type: 'giveClue', ...clue }),
  announcement: clueAnnouncement,
  drafts: 'duet-clue-drafts',
  maxNumber: MAX_CLUE_NUMBER,
  text: (language, key) => tDuet(language, isDuetMessageKey(key) ? key : 'rule.not-started'),
  customId: duetCustomId,
  fromItsBoard,
  fromItsChannel,
  version: boardVersion,
  isPlayer: (game, userId) => sideOf(game, userId) !== null,
  async refuseClueTurn(interaction, game) {
    const side = sideOf(game, interaction.user.id);
    const empty = emptySide(game);
    if (empty) {
      await answerPrivately(interaction, 'error.paused', { side: empty });
      return true;
    }
    const { phase } = game.engine;
    if (phase.kind !== 'awaiting-clue' || (phase.clueGiver !== null && phase.clueGiver !== side)) {
      await answerPrivately(interaction, 'error.notYourClueTurn');
      return true;
    }
    return false;
  },
  illegalClueText,
});
