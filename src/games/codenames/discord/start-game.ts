import type { ButtonInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { clueJudge } from '../../shared/clue/judge/clue-judge-service.js';
import { fromItsBoard } from '../../shared/discord/press-origin.js';
import type { CodenamesGame, CodenamesLobby } from '../document.js';
import { isGameOver, otherTeam } from '../engine/index.js';
import type { TableSetup } from '../rules.js';
import { codenamesRules } from '../rules.js';
import { answerPrivately } from './answers.js';
import { renderLobby } from './lobby-message.js';
import { codenames, loadGame } from './runtime.js';

/** A game straight away (players named, or a rematch): its board is the answer. */
export async function openGame(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  context: BotContext,
  setup: TableSetup,
): Promise<void> {
  // The language's dictionaries load now if they are not loaded yet, long before the first clue.
  void clueJudge().preload([setup.language]);
  const opened = await codenames(context).open(interaction, { ...setup, rosterMessageId: null });
  if (opened.kind === 'channel-busy') return answerPrivately(interaction, 'start.channelBusy');
}

/** A lobby: teams to join, spymasters to pick, Start for any player seated. */
export async function openLobby(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  setup: TableSetup,
) {
  const gameId = context.newGameId();
  const lobby: CodenamesLobby = {
    ...setup,
    stage: 'lobby',
    rosterMessageId: null,
    createdAt: context.now(),
    expired: false,
  };
  const { sessions } = codenames(context);
  const created = await sessions.create(gameId, lobby.channelId, lobby);
  if (created.kind === 'channel-busy') return answerPrivately(interaction, 'start.channelBusy');
  void clueJudge().preload([setup.language]);
  const message = renderLobby(gameId, lobby);
  const reply = await interaction.reply({ ...message, allowedMentions: { parse: [] }, withResponse: true });
  const messageId = reply.resource?.message?.id;
  if (messageId)
    await sessions.update(gameId, (document) => ({
      state: { ...document, rosterMessageId: messageId },
      result: null,
    }));
  context.log.info({ gameId, channelId: lobby.channelId }, 'codenames lobby opened');
}

export function setupOf(game: CodenamesGame): TableSetup {
  const { roster, language, guildId, channelId, customWords, tableOptions, openedBy } = game;
  const startingTeam = otherTeam(game.engine.startingTeam);
  return { roster, language, guildId, channelId, customWords, tableOptions, openedBy, startingTeam };
}

/** Same teams, same spymasters, same options; new words and key, and the other team starts. */
export async function startRematch(interaction: ButtonInteraction, context: BotContext, gameId: string) {
  const game = await loadGame(context, gameId);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  if (!fromItsBoard(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  if (!codenamesRules.seatOf(game.state, interaction.user.id))
    return replyPlatform(interaction, 'error.notAPlayer');
  if (!isGameOver(game.state.engine)) return answerPrivately(interaction, 'start.channelBusy');
  await openGame(interaction, context, setupOf(game.state));
}
