import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { loadKeyCampaign } from '../src/games/the-key/campaign.js';
import { keyGame } from '../src/games/the-key/game.js';
import { keyMissions } from '../src/games/the-key/missions.js';
import type { CommandModule } from '../src/platform/discord/bot-context.js';
import { commandNaming } from '../src/platform/i18n/localizations.js';
import { answerStats, type CampaignSource } from '../src/platform/stats/discord/stats-answer.js';
import { statsCatalogs } from '../src/platform/stats/i18n/index.js';

const { named } = commandNaming(statsCatalogs);

/** THE KEY's campaign of the server, once it has begun: missions played and solved, and the player's part. */
const keyCampaignProgress: CampaignSource = async (documents, guildId, userId, language) => {
  const { entries } = await loadKeyCampaign(documents, guildId);
  if (entries.length === 0) return null;
  const solved = entries.filter((entry) => entry.won);
  return {
    game: keyGame.name(language),
    played: entries.length,
    total: keyMissions.length,
    solved: solved.length,
    solvedByPlayer: solved.filter((entry) => entry.players.includes(userId)).length,
  };
};

/** `/stats [user]`: a player's games, wins, streaks and best figures on this server, privately. */
export const statsCommand: CommandModule = {
  data: named(new SlashCommandBuilder(), 'command.name.stats', 'command.stats.description')
    .setContexts(InteractionContextType.Guild)
    .addUserOption((option) => named(option, 'command.name.user', 'command.option.user')),
  execute: (interaction, context) => answerStats(interaction, context, keyCampaignProgress),
};
