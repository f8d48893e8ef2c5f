import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyEphemeral, replyPlatform } from '../../../platform/discord/replies.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import type { DraftPlace } from '../../shared/clue/clue-draft.js';
import { clueDraft, fromFixClueAnswer, offerToFixClue } from '../../shared/clue/clue-draft.js';
import { clueModal, clueNumberSchema, readClueModal } from '../../shared/clue/clue-modal.js';
import { readClueText } from '../../shared/clue/clue-text.js';
import { type ConsensusGame, pressWord } from '../../shared/discord/consensus-press.js';
import { answerWithPicture } from '../../shared/discord/private-picture.js';
import { type DuetMove, MAX_CLUE_NUMBER, playerView } from '../engine/index.js';
import { tDuet } from '../i18n/index.js';
import { duetRules } from '../rules.js';
import type { DuetDocument, DuetSession, TableSetup } from '../session.js';
import { boardVersion, emptySide, isTeamGame, sideOf } from '../session.js';
import { answerPrivately, refusalText } from './answers.js';
import { KEY_IMAGE_NAME, keyImage } from './board-images.js';
import { clueAnnouncement, giveClue } from './clue-giving.js';
import { illegalClueText } from './clue-vetting.js';
import { decodeDuetPress, duetCustomId } from './custom-ids.js';
import { asGame, duet, type LoadedGame, loadGame, recentGame, updateSession } from './duet-runtime.js';
import { keyFaceText } from './key-face.js';
import { fromItsBoard, fromItsChannel } from './press-origin.js';
import { startRematch } from './start-game.js';
import { answerEndGame } from './stop-confirmation.js';
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

/** Built on use: the runtime helpers are defined after this module (they name the game that names it). */
const consensusGame = (): ConsensusGame<DuetDocument, DuetSession, DuetMove, TableSetup> => ({
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

const CLUE_DRAFTS = 'duet-clue-drafts';

function clueModalTexts(language: Language) {
  return {
    title: tDuet(language, 'modal.title'),
    word: tDuet(language, 'modal.word'),
    wordPlaceholder: tDuet(language, 'modal.wordPlaceholder'),
    number: tDuet(language, 'modal.number'),
    numberPlaceholder: tDuet(language, 'modal.numberPlaceholder'),
  };
}

function draftPlace(id: CustomId, language: Language): DraftPlace {
  return {
    collection: CLUE_DRAFTS,
    gameId: id.gameId,
    fixButtonId: duetCustomId(id.gameId, id.version, 'fix-clue'),
    texts: { kept: tDuet(language, 'clue.draftKept'), fix: tDuet(language, 'clue.fix') },
  };
}

/**
 * The clue form, for the player whose clue it is: from the board's Give clue, or from the private
 * Fix the clue answer in the game's channel, which brings back what they typed.
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
  const side = sideOf(game.state, interaction.user.id);
  if (!side) return replyPlatform(interaction, 'error.notAPlayer');
  const empty = emptySide(game.state);
  if (empty) return answerPrivately(interaction, 'error.paused', { side: empty });
  const { phase } = game.state.engine;
  if (phase.kind !== 'awaiting-clue' || (phase.clueGiver !== null && phase.clueGiver !== side)) {
    return answerPrivately(interaction, 'error.notYourClueTurn');
  }
  const language = languageOfLocale(interaction.locale);
  const draft = fix ? await clueDraft(context, CLUE_DRAFTS, id.gameId, interaction.user.id) : null;
  const customId = duetCustomId(id.gameId, boardVersion(game.state), 'clue-modal');
  await interaction.showModal(clueModal(customId, clueModalTexts(language), draft));
}

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
      return openClueModal(interaction, context, id, false);
    case 'fix-clue':
      return openClueModal(interaction, context, id, true);
    case 'end-game':
    case 'keep-playing':
      return answerEndGame(interaction, context, id, press.action === 'end-game');
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

/**
 * A clue from the form. Anything the bot cannot take from what was typed is answered with a way to
 * fix it, the typing kept. From the board, the board is redrawn in place and the clue announced
 * below; from a form reopened by Fix the clue, it is given as `/clue` gives it.
 */
export async function onBoardModal(interaction: ModalSubmitInteraction, id: CustomId, context: BotContext) {
  if (decodeDuetPress(id)?.action !== 'clue-modal')
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
  const player = game !== null && (fromBoard || fromFix) && sideOf(game.state, interaction.user.id) !== null;
  const refuse = (problem: string) =>
    player
      ? offerToFixClue(interaction, context, draftPlace(id, language), draft, problem)
      : replyEphemeral(interaction, problem);
  const text = readClueText(draft.word);
  if (!text.ok) return refuse(tDuet(language, `rule.${text.code}`));
  const number = clueNumberSchema(MAX_CLUE_NUMBER).safeParse(draft.number);
  if (!number.success) return refuse(tDuet(language, 'error.clueNumber'));
  const clue = { word: text.word, number: number.data };
  if (fromFix) return giveClue(interaction, context, id.gameId, game, clue, refuse);
  const current = fromBoard && boardVersion(game.state) === id.version ? game : null;
  const illegal = await illegalClueText(current, interaction.user.id, clue, language);
  if (illegal) return refuse(illegal);
  const outcome = await duet(context).pressMove(interaction, id.gameId, {
    userId: interaction.user.id,
    expectedVersion: id.version,
    move: { type: 'giveClue', ...clue },
    preloaded: game,
  });
  const given = outcome.kind === 'applied' ? asGame(outcome.game) : null;
  const announcement = given ? clueAnnouncement(given) : null;
  if (announcement) await interaction.followUp(announcement);
}
