import type { ChatInputCommandInteraction } from 'discord.js';
import { commandIdLookup } from '../discord/command-mentions.js';
import { replyEphemeral } from '../discord/replies.js';
import { languageOfLocale } from '../i18n/languages.js';
import { type HelpGuide, helpMessages } from './help-text.js';

/** `/help`: privately, in the reader's language, with clickable commands once their ids are known. */
export async function answerHelp(interaction: ChatInputCommandInteraction, guide: HelpGuide): Promise<void> {
  const idOf = commandIdLookup(interaction.client, interaction.guildId);
  for (const message of helpMessages(guide, languageOfLocale(interaction.locale), idOf)) {
    await replyEphemeral(interaction, message);
  }
}
