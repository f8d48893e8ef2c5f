import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyEphemeral, replyPlatform } from '../../../platform/discord/replies.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import {
  clueDraft,
  type DraftPlace,
  fromFixClueAnswer,
  offerToFixClue,
} from '../../shared/clue/clue-draft.js';
import { clueModal, clueNumberSchema, readClueModal } from '../../shared/clue/clue-modal.js';
import { readClueText } from '../../shared/clue/clue-text.js';
import { type ConsensusGame, pressWord } from '../../shared/discord/consensus-press.js';
import { answerWithPicture } from '../../shared/discord/private-picture.js';
import type { CodenamesDocument, CodenamesGame } from '../document.js';
import {
  type CodenamesMove,
  MAX_CLUE_NUMBER,
  roleOfSeat,
  spymasterView,
  teamToAct,
} from '../engine/index.js';
import { tCodenames } from '../i18n/index.js';
import { teamOfUser } from '../lobby.js';
import type { TableSetup } from '../rules.js';
import { codenamesRules } from '../rules.js';
import { answerPrivately, refusalText } from './answers.js';
import { KEY_IMAGE_NAME, keyImage } from './board-images.js';
import { clueAnnouncement, giveClueAway } from './clue-giving.js';
import { illegalClueText } from './clue-vetting.js';
import { codenamesCustomId, decodeCodenamesPress } from './custom-ids.js';
import { keyFaceText } from './key-face.js';
import { onLobbyButton } from './lobby-interactions.js';
import { fromItsBoard, fromItsChannel } from './press-origin.js';
import { asGame, codenames, type LoadedGame, loadGame, recentGame, updateGame } from './runtime.js';
import { startRematch } from './start-game.js';

type Press = ButtonInteraction | ModalSubmitInteraction;

/** Operatives of a team this large confirm each other's guesses when the table chose consensus. */
const CONSENSUS_OPERATIVES = 2;

/** Built on use: the runtime helpers are defined after this module (they name the game that names it). */
const consensusGame = (): ConsensusGame<CodenamesDocument, CodenamesGame, CodenamesMove, TableSetup> => ({
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

function modalTexts(language: Language) {
  return {
    title: tCodenames(language, 'modal.title'),
    word: tCodenames(language, 'modal.word'),
    wordPlaceholder: tCodenames(language, 'modal.wordPlaceholder'),
    number: tCodenames(language, 'modal.number'),
    numberPlaceholder: tCodenames(language, 'modal.numberPlaceholder'),
  };
}

const CLUE_DRAFTS = 'codenames-clue-drafts';

function draftPlace(id: CustomId, language: Language): DraftPlace {
  return {
    collection: CLUE_DRAFTS,
    gameId: id.gameId,
    fixButtonId: codenamesCustomId(id.gameId, id.version, 'fix-clue'),
    texts: { kept: tCodenames(language, 'clue.draftKept'), fix: tCodenames(language, 'clue.fix') },
  };
}

/**
 * The clue form, for the spymaster whose clue it is: from the board's Give clue, or from the
 * private Fix the clue answer in the game's channel, which brings back what they typed.
 */
async function openClueModal(
  interaction: ButtonInteraction,
  context: BotContext,
  id: CustomId,
  fix: boolean,
) {
  const game = await loadGame(context, id.gameId);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  const origin = fix ? fromItsChannel : fromItsBoard;
  if (!origin(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  const seat = codenamesRules.seatOf(game.state, interaction.user.id);
  if (!seat) return replyPlatform(interaction, 'error.notAPlayer');
  const { engine } = game.state;
  if (engine.phase.kind !== 'awaiting-clue' || seat !== `${teamToAct(engine)}-spymaster`) {
    return answerPrivately(interaction, 'error.notYourClueTurn');
  }
  const language = languageOfLocale(interaction.locale);
  const draft = fix ? await clueDraft(context, CLUE_DRAFTS, id.gameId, interaction.user.id) : null;
  const customId = codenamesCustomId(id.gameId, engine.moves.length, 'clue-modal');
  await interaction.showModal(clueModal(customId, modalTexts(language), draft));
}

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
      return openClueModal(interaction, context, id, false);
    case 'fix-clue':
      return openClueModal(interaction, context, id, true);
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

/**
 * A clue from the form. Anything the bot cannot take from what was typed is answered with a way
 * to fix it, the typing kept. Given, the board is redrawn in place (from the board) and the clue
 * announced at the bottom of the channel, as `/clue` announces it.
 */
export async function onBoardModal(interaction: ModalSubmitInteraction, id: CustomId, context: BotContext) {
  if (decodeCodenamesPress(id)?.action !== 'clue-modal')
    return replyPlatform(interaction, 'error.unknownInteraction');
  const draft = readClueModal(interaction);
  const language = languageOfLocale(interaction.locale);
  const game = await loadGame(context, id.gameId);
  const fromBoard = game !== null && fromItsBoard(interaction, game.state);
  const fromFix =
    game !== null &&
    !fromBoard &&
    fromItsChannel(interaction, game.state) &&
    (await fromFixClueAnswer(interaction, context, CLUE_DRAFTS, id.gameId));
  // Only a player's typing is kept for them; anyone else just hears what is wrong.
  const player =
    game !== null &&
    (fromBoard || fromFix) &&
    codenamesRules.seatOf(game.state, interaction.user.id) !== null;
  const refuse = (problem: string) =>
    player
      ? offerToFixClue(interaction, context, draftPlace(id, language), draft, problem)
      : replyEphemeral(interaction, problem);
  const text = readClueText(draft.word);
  if (!text.ok) return refuse(tCodenames(language, `rule.${text.code}`));
  const number = clueNumberSchema(MAX_CLUE_NUMBER).safeParse(draft.number);
  if (!number.success) return refuse(tCodenames(language, 'error.clueNumber'));
  const clue = { word: text.word, number: number.data };
  const current = game && (fromFix || game.state.engine.moves.length === id.version) ? game : null;
  const illegal = await illegalClueText(current, interaction.user.id, clue, language);
  if (illegal) return refuse(illegal);
  if (fromFix) return giveClueAway(interaction, context, id.gameId, game, clue);
  const outcome = await codenames(context).pressMove(interaction, id.gameId, {
    userId: interaction.user.id,
    expectedVersion: id.version,
    move: { type: 'giveClue', ...clue },
    preloaded: game,
  });
  const given = outcome.kind === 'applied' ? asGame(outcome.game) : null;
  const announcement = given ? clueAnnouncement(given) : null;
  if (announcement) await interaction.followUp(announcement);
}
