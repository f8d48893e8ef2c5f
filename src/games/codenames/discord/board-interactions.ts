import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { languageOfLocale } from '../../../platform/i18n/languages.js';
import { openClueForm, submitClueForm } from '../../shared/clue/clue-form-flow.js';
import { type ConsensusGame, pressWord } from '../../shared/discord/consensus-press.js';
import { fromItsBoard } from '../../shared/discord/press-origin.js';
import { answerWithPicture } from '../../shared/discord/private-picture.js';
import { answerEndGame } from '../../shared/discord/stop-confirmation.js';
import type { CodenamesDocument, CodenamesGame } from '../document.js';
import { type CodenamesMove, roleOfSeat, spymasterView } from '../engine/index.js';
import { teamOfUser } from '../lobby.js';
import type { TableSetup } from '../rules.js';
import { codenamesRules } from '../rules.js';
import { answerPrivately, refusalText } from './answers.js';
import { KEY_IMAGE_NAME, keyImage } from './board-images.js';
import { codenamesClueForm } from './clue-form.js';
import { decodeCodenamesPress } from './custom-ids.js';
import { keyFaceText } from './key-face.js';
import { onLobbyButton } from './lobby-interactions.js';
import { asGame, codenames, type LoadedGame, loadGame, recentGame, updateGame } from './runtime.js';
import { startRematch } from './start-game.js';
import { codenamesStop } from './stop-confirmation.js';

type Press = ButtonInteraction | ModalSubmitInteraction;

/** Operatives of a team this large confirm each other's guesses when the table chose consensus. */
const CONSENSUS_OPERATIVES = 2;

/**
 * Built on first use, then kept: the runtime helpers are defined after this module (they name the
 * game that names it), and a press should not build a dozen functions to find them.
 */
let builtConsensusGame: ConsensusGame<CodenamesDocument, CodenamesGame, CodenamesMove, TableSetup> | null =
  null;
const consensusGame = (): ConsensusGame<CodenamesDocument, CodenamesGame, CodenamesMove, TableSetup> =>
  (builtConsensusGame ??= {
    staged: { runtime: codenames, asGame, loadGame, recentGame, updateGame },
    rules: codenamesRules,
    guess: (cell) => ({ type: 'guess', cell }),
    version: (game) => game.engine.moves.length,
    needsConsensus(game, userId) {
      const { phase } = game.engine;
      return (
        game.tableOptions.consensus &&
        phase.kind === 'guessing' &&
        game.roster[phase.team].operatives.includes(userId) &&
        game.roster[phase.team].operatives.length >= CONSENSUS_OPERATIVES
      );
    },
    sameTeam: (game, a, b) =>
      teamOfUser(game.roster, a) !== null && teamOfUser(game.roster, a) === teamOfUser(game.roster, b),
    pending: (game) => game.pendingGuess,
    withPending: (game, pendingGuess) => ({ ...game, pendingGuess }),
    fromItsBoard,
    refusalText,
    answerOwnProposal: (interaction) => answerPrivately(interaction, 'guess.confirmYourself'),
  });

async function pressMove(
  interaction: Press,
  context: BotContext,
  id: CustomId,
  move: CodenamesMove,
  preloaded?: LoadedGame | null,
) {
  await codenames(context).pressMove(interaction, id.gameId, {
    userId: interaction.user.id,
    expectedVersion: id.version,
    move,
    preloaded: preloaded ?? null,
  });
}

/** A word press: a spymaster's cover when the phase asks for one, else an operative's guess (maybe by consensus). */
async function pressWordOnBoard(
  interaction: ButtonInteraction,
  context: BotContext,
  id: CustomId,
  cell: number,
) {
  const recent = await recentGame(context, id.gameId);
  const phase = recent?.state.engine.phase.kind;
  if (phase === 'timer-cover' || phase === 'penalty-cover') {
    return pressMove(interaction, context, id, { type: 'cover', cell }, recent);
  }
  await pressWord(consensusGame(), interaction, context, id, cell);
}

async function showKey(interaction: ButtonInteraction, context: BotContext, id: CustomId) {
  const game = await loadGame(context, id.gameId);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  if (!fromItsBoard(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  const seat = codenamesRules.seatOf(game.state, interaction.user.id);
  if (!seat) return answerPrivately(interaction, 'key.spectator');
  if (roleOfSeat(seat) !== 'spymaster' && !(game.state.engine.phase.kind === 'over')) {
    return answerPrivately(interaction, 'key.notSpymaster');
  }
  const language = languageOfLocale(interaction.locale);
  const view = spymasterView(game.state.engine);
  await answerWithPicture(interaction, context, keyFaceText(view, seat, language), {
    name: KEY_IMAGE_NAME,
    draw: () => keyImage(context, id.gameId, game.state, language),
  });
}

/** Classic Codenames' clue form: the shared form and its drafts; the active team's spymaster gives the clue. */
export async function onBoardButton(interaction: ButtonInteraction, id: CustomId, context: BotContext) {
  const press = decodeCodenamesPress(id);
  if (!press) return replyPlatform(interaction, 'error.unknownInteraction');
  switch (press.action) {
    case 'word':
      return pressWordOnBoard(interaction, context, id, press.cell);
    case 'end':
      return pressMove(interaction, context, id, { type: 'endTurn' });
    case 'flag':
      return pressMove(interaction, context, id, { type: 'flagInvalidClue' });
    case 'skip':
      return pressMove(interaction, context, id, { type: 'skipCover' });
    case 'clue':
      return openClueForm(codenamesClueForm(), interaction, context, id, false);
    case 'fix-clue':
      return openClueForm(codenamesClueForm(), interaction, context, id, true);
    case 'end-game':
    case 'keep-playing':
      return answerEndGame(codenamesStop(), interaction, context, id, press.action === 'end-game');
    case 'key':
      return showKey(interaction, context, id);
    case 'help':
      return answerPrivately(interaction, 'help.text');
    case 'rematch':
      return startRematch(interaction, context, id.gameId);
    case 'join':
    case 'spymaster':
    case 'leave':
    case 'start':
      return onLobbyButton(interaction, context, id.gameId, press);
    case 'clue-modal':
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}

export async function onBoardModal(interaction: ModalSubmitInteraction, id: CustomId, context: BotContext) {
  if (decodeCodenamesPress(id)?.action !== 'clue-modal')
    return replyPlatform(interaction, 'error.unknownInteraction');
  await submitClueForm(codenamesClueForm(), interaction, context, id);
}
