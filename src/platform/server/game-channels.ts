import type { ChatInputCommandInteraction } from 'discord.js';
import type { BotServices } from '../discord/bot-services.js';
import { replyEphemeral } from '../discord/replies.js';
import { type Language, languageOfLocale } from '../i18n/languages.js';
import { tServer } from './i18n/index.js';
import { allowsGamesIn, loadSettings } from './settings.js';

/**
 * Where a server's managers named the channels for games, a game opened elsewhere is refused with
 * where to go; true when the command was answered so.
 */
export async function refusedOutsideGameChannels(
  interaction: ChatInputCommandInteraction,
  context: BotServices,
): Promise<boolean> {
  if (!interaction.guildId) return false;
  const settings = await loadSettings(context.documents, interaction.guildId);
  const channel = interaction.channel;
  const channelId = channel?.isThread() && channel.parentId ? channel.parentId : interaction.channelId;
  if (allowsGamesIn(settings, channelId)) return false;
  const channels = settings.gameChannels.map((id) => `<#${id}>`).join(' ');
  await replyEphemeral(
    interaction,
    tServer(languageOfLocale(interaction.locale), 'settings.notHere', { channels }),
  );
  return true;
}

/** The boards' language the server's managers chose, or null to follow the server's locale. */
export async function serverLanguage(
  interaction: ChatInputCommandInteraction,
  context: BotServices,
): Promise<Language | null> {
  if (!interaction.guildId) return null;
  return (await loadSettings(context.documents, interaction.guildId)).language;
}
