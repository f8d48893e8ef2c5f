import type { ButtonInteraction, ChatInputCommandInteraction } from 'discord.js';
import { wantsThreads } from '../../../platform/server/settings.js';
import { openStagedLobby } from '../../../platform/table/lobby.js';
import { playerOnBoard } from '../../../platform/table/origin.js';
import { clueJudge } from '../../shared/clue/judge/clue-judge-service.js';
import {
  type DuetLobby,
  type DuetRuntime,
  type DuetSession,
  duetGames,
  isTeamGame,
  type LoadedDocument,
  type LoadedGame,
  type TableSetup,
} from '../document.js';
import { isGameOver } from '../engine/index.js';
import { answerPrivately } from './answers.js';
import { nextTableNumber } from './table-number.js';
import { renderRoster } from './teams/roster-message.js';
import { closePreviousThreads, openSideThreads } from './teams/team-threads.js';

type Opening = ChatInputCommandInteraction | ButtonInteraction;

/** Posts a team's roster as the answer, above the board that follows it, and records its id. */
async function postRoster(
  interaction: Opening,
  runtime: DuetRuntime,
  { gameId, state }: LoadedDocument,
): Promise<LoadedGame | null> {
  const answer = await interaction.reply({ ...renderRoster(gameId, state), withResponse: true });
  const messageId = answer.resource?.message?.id;
  if (!messageId) return null;
  const outcome = await runtime.note(gameId, (document) => ({
    state: { ...document, rosterMessageId: messageId },
    result: null,
  }));
  return outcome.kind === 'written' ? duetGames.asGame(outcome.game) : null;
}

/**
 * A game straight away (1 vs 1, or a rematch of `previous`): its board is the answer. A team's
 * roster comes first, the board below it, then a private thread per side (for a rematch, only
 * when the previous game had them; its threads then point to the new ones and close).
 */
export async function openGame(
  interaction: Opening,
  runtime: DuetRuntime,
  setup: TableSetup,
  previous?: DuetSession,
): Promise<void> {
  // The language's dictionaries load now if they are not loaded yet, long before the first clue.
  void clueJudge().preload([setup.language]);
  const team = isTeamGame(setup.players);
  const number = await nextTableNumber(runtime.context, setup);
  const roster = (game: LoadedDocument) => postRoster(interaction, runtime, game);
  const opened = await runtime.open(
    interaction,
    { ...setup, number, rosterMessageId: null },
    team ? roster : undefined,
  );
  if (opened.kind === 'channel-busy') return answerPrivately(interaction, 'start.channelBusy');
  const game = duetGames.asGame(opened.game);
  const threads = previous
    ? previous.threads.A !== null
    : await wantsThreads(runtime.context.documents, interaction.guildId);
  if (!team || !threads || !game) return;
  const withThreads = (await openSideThreads(runtime, game)) ?? game;
  if (previous) await closePreviousThreads(runtime.context, previous.threads, withThreads.state);
}

/** A lobby: sides to join, options shown, and Start for whoever opened it. */
export async function openLobby(
  interaction: ChatInputCommandInteraction,
  runtime: DuetRuntime,
  setup: TableSetup,
): Promise<void> {
  const { context } = runtime;
  const gameId = context.newGameId();
  const lobby: DuetLobby = {
    ...setup,
    number: await nextTableNumber(context, setup),
    stage: 'lobby',
    rosterMessageId: null,
    createdAt: context.now(),
    expired: false,
  };
  if (!(await openStagedLobby(runtime, interaction, gameId, lobby, renderRoster)))
    return answerPrivately(interaction, 'start.channelBusy');
  context.log.info({ gameId, channelId: lobby.channelId }, 'lobby opened');
}

function setupOf(session: DuetSession): TableSetup {
  const { players, language, guildId, channelId, customWords, teamOptions, openedBy, campaign } = session;
  const options = session.engine.options;
  return { players, language, guildId, channelId, customWords, teamOptions, openedBy, campaign, options };
}

/** Same players, same options, new words and key card. */
export async function startRematch(interaction: ButtonInteraction, runtime: DuetRuntime, gameId: string) {
  const game = await playerOnBoard(duetGames, runtime, interaction, gameId);
  if (!game) return;
  if (!isGameOver(game.state.engine)) return answerPrivately(interaction, 'start.channelBusy');
  await openGame(interaction, runtime, setupOf(game.state), game.state);
}
