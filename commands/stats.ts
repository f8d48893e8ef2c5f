import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { CommandModule } from '../src/platform/discord/bot-context.js';
import { commandNaming } from '../src/platform/i18n/localizations.js';
import { answerStats } from '../src/platform/stats/discord/stats-answer.js';
import { statsCatalogs } from '../src/platform/stats/i18n/index.js';

const { named } = commandNaming(statsCatalogs);

/** `/stats [user]`: a player's games, wins, streaks and best figures on this server, privately. */
export const statsCommand: CommandModule = {
  data: named(new SlashCommandBuilder(), 'command.name.stats', 'command.stats.description')
    .setContexts(InteractionContextType.Guild)
    .addUserOption((option) => named(option, 'command.name.user', 'command.option.user')),
  execute: (interaction, context) => answerStats(interaction, context),
};
