import type { ClueFormGame } from '../../shared/clue/clue-form-flow.js';
import { fromItsBoard, fromItsChannel } from '../../shared/discord/press-origin.js';
import type { CodenamesDocument, CodenamesGame } from '../document.js';
import { type CodenamesMove, MAX_CLUE_NUMBER, teamToAct } from '../engine/index.js';
import { isCodenamesMessageKey, tCodenames } from '../i18n/index.js';
import type { TableSetup } from '../rules.js';
import { codenamesRules } from '../rules.js';
import { answerPrivately } from './answers.js';
import { clueAnnouncement } from './clue-giving.js';
import { illegalClueText } from './clue-vetting.js';
import { codenamesCustomId } from './custom-ids.js';
import { asGame, codenames, loadGame, recentGame, updateGame } from './runtime.js';

/**
 * Classic Codenames' clues, by the shared form and `/clue`: the active team's spymaster gives
 * them. Built on use: the runtime helpers are defined after the modules that import this one.
 */
export const codenamesClueForm = (): ClueFormGame<
  CodenamesDocument,
  CodenamesGame,
  CodenamesMove,
  TableSetup
> => ({
  staged: { runtime: codenames, asGame, loadGame, recentGame, updateGame },
  clueMove: (clue) => ({ type: 'giveClue', ...clue }),
  announcement: clueAnnouncement,
  drafts: 'codenames-clue-drafts',
  maxNumber: MAX_CLUE_NUMBER,
  text: (language, key) => tCodenames(language, isCodenamesMessageKey(key) ? key : 'rule.not-started'),
  customId: codenamesCustomId,
  fromItsBoard,
  fromItsChannel,
  version: (game) => game.engine.moves.length,
  isPlayer: (game, userId) => codenamesRules.seatOf(game, userId) !== null,
  async refuseClueTurn(interaction, game) {
    const { engine } = game;
    const seat = codenamesRules.seatOf(game, interaction.user.id);
    if (engine.phase.kind === 'awaiting-clue' && seat === `${teamToAct(engine)}-spymaster`) return false;
    await answerPrivately(interaction, 'error.notYourClueTurn');
    return true;
  },
  illegalClueText,
});
