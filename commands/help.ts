import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { CommandModule } from '../src/platform/discord/bot-context.js';
import { answerHelp } from '../src/platform/help/answer-help.js';
import { helpGuideOf } from '../src/platform/help/help-guide.js';
import { helpCatalogs } from '../src/platform/help/i18n/index.js';
import { commandNaming } from '../src/platform/i18n/localizations.js';

const { named } = commandNaming(helpCatalogs);

/** `/help`: every game, how it is played and its commands, then the server's commands, privately. */
export const helpCommand: CommandModule = {
  data: named(new SlashCommandBuilder(), 'command.name.help', 'command.help.description').setContexts(
    InteractionContextType.Guild,
  ),
  execute: (interaction, context) =>
    answerHelp(interaction, helpGuideOf(context.commands, context.games.values(), helpCommand.data.name)),
};
