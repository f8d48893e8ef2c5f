import type { ButtonInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import { replyPlatform } from '../../../platform/discord/replies.js';
import { fromItsBoard } from '../../shared/discord/press-origin.js';
import { openStagedLobby } from '../../shared/discord/staged-lobby.js';
import { loadKeyCampaign, nextMission } from '../campaign.js';
import { isOver } from '../document.js';
import { campaignLobby } from '../lobby.js';
import { seatIndexOf } from '../table.js';
import { answerPrivately } from './answers.js';
import { renderLobby } from './lobby-message.js';
import { loadGame, theKey } from './runtime.js';

/**
 * **Next mission** on a finished board: a lobby below with the same team and characters, set to
 * the campaign's next mission (or the same one again as practice once every mission is played).
 */
export async function openNextMission(interaction: ButtonInteraction, context: BotContext, gameId: string) {
  const game = await loadGame(context, gameId);
  if (!game) return replyPlatform(interaction, 'error.gameMissing');
  if (!fromItsBoard(interaction, game.state)) return replyPlatform(interaction, 'error.notThisTable');
  if (seatIndexOf(game.state.seats, interaction.user.id) === null)
    return replyPlatform(interaction, 'error.notAPlayer');
  if (!isOver(game.state)) return answerPrivately(interaction, 'start.channelBusy');
  const { guildId, channelId, language, seats, missionId } = game.state;
  const campaign = await loadKeyCampaign(context.documents, guildId);
  const lobby = campaignLobby(
    campaign,
    {
      guildId,
      channelId,
      language,
      openedBy: interaction.user.id,
      seats,
      missionId: nextMission(campaign)?.id ?? missionId,
    },
    context.now(),
  );
  const opened = await openStagedLobby(theKey(context), interaction, context.newGameId(), lobby, renderLobby);
  if (!opened) return answerPrivately(interaction, 'start.channelBusy');
}
