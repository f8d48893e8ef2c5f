import type { ButtonInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { fromItsBoard } from '../../shared/discord/press-origin.js';
import { openStagedLobby } from '../../shared/discord/staged-lobby.js';
import type { DuckGame, DuckLobby } from '../document.js';
import type { TableSetup } from '../rules.js';
import { seatIndexOf } from '../table.js';
import { answerPrivately } from './answers.js';
import { renderLobby } from './lobby-message.js';
import { duck, loadGame } from './runtime.js';

/** A lobby: the opener sits down at once; others join, computer ducks fill seats, any racer starts. */
export async function openLobby(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  setup: TableSetup,
) {
  const gameId = context.newGameId();
  const lobby: DuckLobby = {
    ...setup,
    stage: 'lobby',
    rosterMessageId: null,
    createdAt: context.now(),
    expired: false,
  };
  const opened = await openStagedLobby(duck(context), interaction, gameId, lobby, renderLobby);
  if (!opened) return answerPrivately(interaction, 'start.channelBusy');
  context.log.info({ gameId, channelId: lobby.channelId }, 'duck lobby opened');
}

function setupOf(game: DuckGame, lobbySetupId: string | null): TableSetup {
  const { guildId, channelId, language, openedBy, seats, advanced } = game;
  return {
    guildId,
    channelId,
    language,
    openedBy,
    seats,
    setupId: lobbySetupId,
    advanced,
    rosterMessageId: null,
  };
}

/** **Race again**: the same racers and computer ducks on the same board, with a new deal. */
export async function startRematch(interaction: ButtonInteraction, context: BotContext, gameId: string) {
  const game = await loadGame(context, gameId);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  if (!fromItsBoard(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  if (seatIndexOf(game.state.seats, interaction.user.id) === null)
    return replyPlatform(interaction, 'error.notAPlayer');
  const over = game.state.abandoned || game.state.race.phase.kind === 'over';
  if (!over) return answerPrivately(interaction, 'start.channelBusy');
  const opened = await duck(context).open(interaction, setupOf(game.state, game.state.setupId));
  if (opened.kind === 'channel-busy') return answerPrivately(interaction, 'start.channelBusy');
}
