import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { languageOfLocale } from '../../../platform/i18n/languages.js';
import { openClueForm, submitClueForm } from '../../shared/clue/clue-form-flow.js';
import { type ConsensusGame, pressWord } from '../../shared/discord/consensus-press.js';
import { answerWithPicture } from '../../shared/discord/private-picture.js';
import { answerEndGame } from '../../shared/discord/stop-confirmation.js';
import { type DuetMove, playerView } from '../engine/index.js';
import { duetRules } from '../rules.js';
import type { DuetDocument, DuetSession, TableSetup } from '../session.js';
import { boardVersion, isTeamGame, sideOf } from '../session.js';
import { answerPrivately, refusalText } from './answers.js';
import { KEY_IMAGE_NAME, keyImage } from './board-images.js';
import { duetClueForm } from './clue-form.js';
import { decodeDuetPress } from './custom-ids.js';
import { asGame, duet, type LoadedGame, loadGame, recentGame, updateSession } from './duet-runtime.js';
import { keyFaceText } from './key-face.js';
import { fromItsBoard } from './press-origin.js';
import { startRematch } from './start-game.js';
import { duetStop } from './stop-confirmation.js';
import { needsConsensus } from './teams/consensus.js';
import { onRosterButton } from './teams/roster-interactions.js';

type Press = ButtonInteraction | ModalSubmitInteraction;

/** A move from a press on the board: answered by redrawing that board, or privately when refused. */
async function pressMove(
  interaction: Press,
  context: BotContext,
  id: CustomId,
  move: DuetMove,
  preloaded?: LoadedGame | null,
) {
  await duet(context).pressMove(interaction, id.gameId, {
    userId: interaction.user.id,
    expectedVersion: id.version,
    move,
    preloaded: preloaded ?? null,
  });
}

/**
 * Built on first use, then kept: the runtime helpers are defined after this module (they name the
 * game that names it), and a press should not build a dozen functions to find them.
 */
let builtConsensusGame: ConsensusGame<DuetDocument, DuetSession, DuetMove, TableSetup> | null = null;
const consensusGame = (): ConsensusGame<DuetDocument, DuetSession, DuetMove, TableSetup> =>
  (builtConsensusGame ??= {
    staged: { runtime: duet, asGame, loadGame, recentGame, updateGame: updateSession },
    rules: duetRules,
    guess: (cell) => ({ type: 'guess', cell }),
    version: boardVersion,
    needsConsensus(game, userId) {
      const side = sideOf(game, userId);
      return side !== null && needsConsensus(game, side);
    },
    sameTeam: (game, a, b) => sideOf(game, a) !== null && sideOf(game, a) === sideOf(game, b),
    pending: (game) => game.pendingGuess,
    withPending: (game, pendingGuess) => ({ ...game, pendingGuess }),
    fromItsBoard,
    refusalText,
    answerOwnProposal: (interaction) => answerPrivately(interaction, 'guess.confirmYourself'),
  });

async function showKey(interaction: ButtonInteraction, context: BotContext, id: CustomId) {
  const game = await loadGame(context, id.gameId);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  if (!fromItsBoard(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  const side = sideOf(game.state, interaction.user.id);
  if (!side) return answerPrivately(interaction, 'key.spectator');
  const language = languageOfLocale(interaction.locale);
  const team = isTeamGame(game.state.players);
  const content = keyFaceText(playerView(game.state.engine, side), { language, team });
  // The key in words is the answer, at once; its picture follows by an edit when it is drawn.
  await answerWithPicture(interaction, context, content, {
    name: KEY_IMAGE_NAME,
    draw: () => keyImage(context, id.gameId, game.state, side, language),
  });
}

/** Duet's clue form: the shared form and its drafts, with Duet's turn rules and messages. */
export async function onBoardButton(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const press = decodeDuetPress(id);
  if (!press) return replyPlatform(interaction, 'error.unknownInteraction');
  switch (press.action) {
    case 'word':
      return pressWord(consensusGame(), interaction, context, id, press.cell);
    case 'stop':
      return pressMove(interaction, context, id, { type: 'stopGuessing' });
    case 'flag':
      return pressMove(interaction, context, id, { type: 'flagInvalidClue' });
    case 'clue':
      return openClueForm(duetClueForm(), interaction, context, id, false);
    case 'fix-clue':
      return openClueForm(duetClueForm(), interaction, context, id, true);
    case 'end-game':
    case 'keep-playing':
      return answerEndGame(duetStop(), interaction, context, id, press.action === 'end-game');
    case 'key':
      return showKey(interaction, context, id);
    case 'help':
      return answerPrivately(interaction, 'help.text');
    case 'rematch':
      return startRematch(interaction, context, id.gameId);
    case 'join':
    case 'leave':
    case 'start':
    case 'start-plain':
      return onRosterButton(interaction, id, context);
    case 'clue-modal':
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}

export async function onBoardModal(interaction: ModalSubmitInteraction, id: CustomId, context: BotContext) {
  if (decodeDuetPress(id)?.action !== 'clue-modal')
    return replyPlatform(interaction, 'error.unknownInteraction');
  await submitClueForm(duetClueForm(), interaction, context, id);
}
