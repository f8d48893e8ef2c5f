import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import type { CustomId } from '../../../platform/discord/custom-id.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import { type ConsensusGame, pressWord } from '../../../platform/table/consensus-press.js';
import { playerOnBoard } from '../../../platform/table/origin.js';
import { answerWithPicture } from '../../../platform/table/picture-answer.js';
import { answerEndGame } from '../../../platform/table/stop-question.js';
import { openClueForm, submitClueForm } from '../../shared/clue/clue-form-flow.js';
import { type CodenamesDocument, type CodenamesGame, codenamesStaged } from '../document.js';
import {
  type CodenamesMove,
  isGameOver,
  otherTeam,
  roleOfSeat,
  type Seat,
  type SpymasterView,
  spymasterView,
  teamOfSeat,
} from '../engine/index.js';
import { tCodenames } from '../i18n/index.js';
import { teamOfUser } from '../lobby.js';
import { type CodenamesRuntime, codenamesRules } from '../rules.js';
import { answerPrivately } from './answers.js';
import { KEY_IMAGE_NAME, keyImage } from './board.js';
import { identityMarker } from './board-buttons.js';
import { codenamesClueForm } from './clue-form.js';
import { codenamesStop, openGame } from './commands.js';
import { decodeCodenamesPress } from './custom-ids.js';
import { onLobbyButton } from './lobby-interactions.js';

/** Operatives of a team this large confirm each other's guesses when the table chose consensus. */
const CONSENSUS_OPERATIVES = 2;

const consensusGame: ConsensusGame<CodenamesDocument, CodenamesGame, CodenamesMove> = {
  staged: codenamesStaged,
  guess: (cell) => ({ type: 'guess', cell }),
  needsConsensus(game, userId) {
    const { phase } = game.engine;
    if (!game.tableOptions.consensus || phase.kind !== 'guessing') return false;
    const { operatives } = game.roster[phase.team];
    return operatives.includes(userId) && operatives.length >= CONSENSUS_OPERATIVES;
  },
  sameTeam: (game, a, b) =>
    teamOfUser(game.roster, a) !== null && teamOfUser(game.roster, a) === teamOfUser(game.roster, b),
  pending: (game) => game.pendingGuess,
  withPending: (game, pendingGuess) => ({ ...game, pendingGuess }),
  answerOwnProposal: (interaction) => answerPrivately(interaction, 'guess.confirmYourself'),
};

/** A press on the board that makes a move, answered by the board redrawn. */
async function moveOnBoard(
  interaction: ButtonInteraction,
  runtime: CodenamesRuntime,
  id: CustomId,
  move: CodenamesMove,
  preloaded: Loaded<CodenamesGame> | null = null,
) {
  await runtime.move(interaction, id.gameId, { move, expectedVersion: id.version, preloaded });
}

/** A word press: a spymaster's cover when the phase asks for one, else an operative's guess (maybe by consensus). */
async function pressWordOnBoard(
  interaction: ButtonInteraction,
  runtime: CodenamesRuntime,
  id: CustomId,
  cell: number,
) {
  const recent = await codenamesStaged.recentGame(runtime, id.gameId);
  const phase = recent?.state.engine.phase.kind;
  if (phase === 'timer-cover' || phase === 'penalty-cover') {
    return moveOnBoard(interaction, runtime, id, { type: 'cover', cell }, recent);
  }
  await pressWord(consensusGame, interaction, runtime, id, cell);
}

/** The key in words (for every client and screen reader), for a spymaster: each word's identity. */
function keyFaceText(view: SpymasterView, seat: Seat, language: Language): string {
  const team = teamOfSeat(seat);
  const teamName = (which: 'red' | 'blue') =>
    tCodenames(language, which === 'red' ? 'team.red' : 'team.blue');
  const rows = [0, 1, 2, 3, 4].map((row) =>
    view.cells
      .slice(row * 5, row * 5 + 5)
      .map((cell, column) => {
        const identity = view.key[row * 5 + column] ?? 'bystander';
        const word = cell.covering ? `~~${cell.word.text}~~` : cell.word.text;
        return `${identityMarker[identity]} ${word}`;
      })
      .join(' · '),
  );
  return [
    tCodenames(language, 'key.title', { team: teamName(view.startingTeam) }),
    ...rows,
    tCodenames(language, 'key.task', { team: teamName(team), color: identityMarker[team] }),
  ].join('\n');
}

async function showKey(interaction: ButtonInteraction, runtime: CodenamesRuntime, id: CustomId) {
  const game = await playerOnBoard(codenamesStaged, runtime, interaction, id.gameId, () =>
    answerPrivately(interaction, 'key.spectator'),
  );
  const seat = game ? codenamesRules.seatOf(game.state, interaction.user.id) : null;
  if (!game || !seat) return;
  if (roleOfSeat(seat) !== 'spymaster' && game.state.engine.phase.kind !== 'over')
    return answerPrivately(interaction, 'key.notSpymaster');
  const language = languageOfLocale(interaction.locale);
  const view = spymasterView(game.state.engine);
  await answerWithPicture(interaction, runtime.context, keyFaceText(view, seat, language), {
    name: KEY_IMAGE_NAME,
    draw: () => keyImage(runtime.context, id.gameId, game.state, language),
  });
}

/** Same teams, same spymasters, same options; new words and key, and the other team starts. */
async function startRematch(interaction: ButtonInteraction, runtime: CodenamesRuntime, gameId: string) {
  const game = await playerOnBoard(codenamesStaged, runtime, interaction, gameId);
  if (!game) return;
  if (!isGameOver(game.state.engine)) return answerPrivately(interaction, 'start.channelBusy');
  const { roster, language, guildId, channelId, customWords, tableOptions, openedBy, engine } = game.state;
  const startingTeam = otherTeam(engine.startingTeam);
  const setup = { roster, language, guildId, channelId, customWords, tableOptions, openedBy, startingTeam };
  await openGame(interaction, runtime, setup);
}

/** Classic Codenames' clue form: the shared form and its drafts; the active team's spymaster gives the clue. */
export async function onBoardButton(interaction: ButtonInteraction, id: CustomId, runtime: CodenamesRuntime) {
  const press = decodeCodenamesPress(id);
  if (!press) return replyPlatform(interaction, 'error.unknownInteraction');
  switch (press.action) {
    case 'word':
      return pressWordOnBoard(interaction, runtime, id, press.arg);
    case 'end':
      return moveOnBoard(interaction, runtime, id, { type: 'endTurn' });
    case 'flag':
      return moveOnBoard(interaction, runtime, id, { type: 'flagInvalidClue' });
    case 'skip':
      return moveOnBoard(interaction, runtime, id, { type: 'skipCover' });
    case 'clue':
      return openClueForm(codenamesClueForm, interaction, runtime, id, false);
    case 'fix-clue':
      return openClueForm(codenamesClueForm, interaction, runtime, id, true);
    case 'end-game':
    case 'keep-playing':
      return answerEndGame(codenamesStop, interaction, runtime, id);
    case 'key':
      return showKey(interaction, runtime, id);
    case 'help':
      return answerPrivately(interaction, 'help.text');
    case 'rematch':
      return startRematch(interaction, runtime, id.gameId);
    case 'join':
    case 'spymaster':
    case 'leave':
    case 'start':
      return onLobbyButton(interaction, runtime, id.gameId, press);
    case 'clue-modal':
      return replyPlatform(interaction, 'error.unknownInteraction');
  }
}

export async function onBoardModal(
  interaction: ModalSubmitInteraction,
  id: CustomId,
  runtime: CodenamesRuntime,
) {
  if (decodeCodenamesPress(id)?.action !== 'clue-modal')
    return replyPlatform(interaction, 'error.unknownInteraction');
  await submitClueForm(codenamesClueForm, interaction, runtime, id);
}
