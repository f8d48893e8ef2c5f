import type { ButtonInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { wantsThreads } from '../../../platform/server/settings.js';
import { clueJudge } from '../../shared/clue/judge/clue-judge-service.js';
import { isGameOver } from '../engine/index.js';
import type { DuetLobby, DuetSession, TableSetup } from '../session.js';
import { isTeamGame, sideOf } from '../session.js';
import { answerPrivately } from './answers.js';
import { asGame, duet, type LoadedDocument, loadGame } from './duet-runtime.js';
import { fromItsBoard } from './press-origin.js';
import { nextTableNumber } from './table-number.js';
import { postRoster } from './teams/roster-publisher.js';
import { closePreviousThreads, openSideThreads } from './teams/team-threads.js';

/**
 * A game straight away (1 vs 1, or a rematch of `previous`): its board is the answer. A team's
 * roster comes first, the board below it, then a private thread per side (for a rematch, only
 * when the previous game had them; its threads then point to the new ones and close).
 */
export async function openGame(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  context: BotContext,
  setup: TableSetup,
  previous?: DuetSession,
): Promise<void> {
  // The language's dictionaries load now if they are not loaded yet, long before the first clue.
  void clueJudge().preload([setup.language]);
  const team = isTeamGame(setup.players);
  const number = await nextTableNumber(context, setup);
  const roster = (game: LoadedDocument) => postRoster(interaction, context, game);
  const opened = await duet(context).open(
    interaction,
    { ...setup, number, rosterMessageId: null },
    team ? roster : undefined,
  );
  if (opened.kind === 'channel-busy') return answerPrivately(interaction, 'start.channelBusy');
  const game = asGame(opened.game);
  const threads = previous
    ? previous.threads.A !== null
    : await wantsThreads(context.documents, interaction.guildId);
  if (!team || !threads || !game) return;
  const withThreads = (await openSideThreads(context, game)) ?? game;
  if (previous) await closePreviousThreads(context, previous.threads, withThreads.state);
}

/** A lobby: sides to join, options shown, and Start for whoever opened it. */
export async function openLobby(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  setup: TableSetup,
): Promise<void> {
  const gameId = context.newGameId();
  const lobby: DuetLobby = {
    ...setup,
    number: await nextTableNumber(context, setup),
    stage: 'lobby',
    rosterMessageId: null,
    createdAt: context.now(),
    expired: false,
  };
  const outcome = await duet(context).sessions.create(gameId, lobby.channelId, lobby);
  if (outcome.kind === 'channel-busy') return answerPrivately(interaction, 'start.channelBusy');
  context.log.info({ gameId, channelId: lobby.channelId }, 'lobby opened');
  await postRoster(interaction, context, outcome.game);
}

export function setupOf(session: DuetSession): TableSetup {
  const { players, language, guildId, channelId, customWords, teamOptions, openedBy, campaign } = session;
  const options = session.engine.options;
  return { players, language, guildId, channelId, customWords, teamOptions, openedBy, campaign, options };
}

/** Same players, same options, new words and key card. */
export async function startRematch(interaction: ButtonInteraction, context: BotContext, gameId: string) {
  const game = await loadGame(context, gameId);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  if (!fromItsBoard(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  if (!sideOf(game.state, interaction.user.id)) return replyPlatform(interaction, 'error.notAPlayer');
  if (!isGameOver(game.state.engine)) return answerPrivately(interaction, 'start.channelBusy');
  await openGame(interaction, context, setupOf(game.state), game.state);
}
