import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { languageOfLocale } from '../../../platform/i18n/languages.js';
import { type ConsensusGame, pressWord } from '../../../platform/table/consensus-press.js';
import { playerOnBoard } from '../../../platform/table/origin.js';
import { answerWithPicture } from '../../../platform/table/picture-answer.js';
import { answerEndGame, type StopGame } from '../../../platform/table/stop-question.js';
import { openClueForm, submitClueForm } from '../../shared/clue/clue-form-flow.js';
import {
  type DuetDocument,
  type DuetRuntime,
  type DuetSession,
  duetGames,
  isTeamGame,
  sideOf,
} from '../document.js';
import { type DuetMove, playerView } from '../engine/index.js';
import { tDuet } from '../i18n/index.js';
import { answerPrivately, commandTextsFor } from './answers.js';
import { KEY_IMAGE_NAME, keyImage } from './board-images.js';
import { duetClueForm } from './clue-form.js';
import { decodeDuetPress } from './custom-ids.js';
import { keyFaceText } from './key-face.js';
import { startRematch } from './start-game.js';
import { onRosterButton } from './teams/roster-interactions.js';

const CONSENSUS_TEAM_SIZE = 3;

const consensusGame: ConsensusGame<DuetDocument, DuetSession, DuetMove> = {
  staged: duetGames,
  guess: (cell) => ({ type: 'guess', cell }),
  needsConsensus(game, userId) {
    const side = sideOf(game, userId);
    return side !== null && game.teamOptions.consensus && game.players[side].length >= CONSENSUS_TEAM_SIZE;
  },
  sameTeam: (game, a, b) => sideOf(game, a) !== null && sideOf(game, a) === sideOf(game, b),
  pending: (game) => game.pendingGuess,
  withPending: (game, pendingGuess) => ({ ...game, pendingGuess }),
  answerOwnProposal: (interaction) => answerPrivately(interaction, 'guess.confirmYourself'),
};

/** `/duet stop`'s question, naming the table as its roster does; answered in its channel or a side's thread. */
export const duetStop: StopGame<DuetDocument, DuetSession, DuetMove> = {
  staged: duetGames,
  resign: { type: 'resign' },
  fromItsTable: ({ channelId }, game) =>
    channelId === game.channelId || (channelId !== null && Object.values(game.threads).includes(channelId)),
  tableName: (language, game) =>
    game.number === null
      ? tDuet(language, 'board.title')
      : tDuet(language, 'lobby.number', { number: game.number }),
  text: tDuet,
  commandTexts: commandTextsFor,
};

async function showKey(interaction: ButtonInteraction, runtime: DuetRuntime, id: CustomId) {
  const game = await playerOnBoard(duetGames, runtime, interaction, id.gameId, () =>
    answerPrivately(interaction, 'key.spectator'),
  );
  const side = game ? sideOf(game.state, interaction.user.id) : null;
  if (!game || !side) return;
  const language = languageOfLocale(interaction.locale);
  const team = isTeamGame(game.state.players);
  const content = keyFaceText(playerView(game.state.engine, side), { language, team });
  // The key in words is the answer, at once; its picture follows by an edit when it is drawn.
  await answerWithPicture(interaction, runtime.context, content, {
    name: KEY_IMAGE_NAME,
    draw: () => keyImage(runtime.context, id.gameId, game.state, side, language),
  });
}

export async function onBoardButton(interaction: ButtonInteraction, id: CustomId, runtime: DuetRuntime) {
  const press = decodeDuetPress(id);
  if (!press) return replyPlatform(interaction, 'error.unknownInteraction');
  const move = async (move: DuetMove) => {
    await runtime.move(interaction, id.gameId, { move, expectedVersion: id.version });
  };
  switch (press.action) {
    case 'word':
      return pressWord(consensusGame, interaction, runtime, id, press.arg);
    case 'stop':
      return move({ type: 'stopGuessing' });
    case 'flag':
      return move({ type: 'flagInvalidClue' });
    case 'clue':
    case 'fix-clue':
      return openClueForm(duetClueForm, interaction, runtime, id, press.action === 'fix-clue');
    case 'end-game':
    case 'keep-playing':
      return answerEndGame(duetStop, interaction, runtime, id);
    case 'key':
      return showKey(interaction, runtime, id);
    case 'help':
      return answerPrivately(interaction, 'help.text');
    case 'rematch':
      return startRematch(interaction, runtime, id.gameId);
    case 'join':
      return onRosterButton(interaction, id, runtime, press.arg);
    case 'leave':
    case 'start':
    case 'start-plain':
      return onRosterButton(interaction, id, runtime);
    case 'clue-modal':
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}

export async function onBoardModal(interaction: ModalSubmitInteraction, id: CustomId, runtime: DuetRuntime) {
  if (decodeDuetPress(id)?.action !== 'clue-modal')
    return replyPlatform(interaction, 'error.unknownInteraction');
  await submitClueForm(duetClueForm, interaction, runtime, id);
}
