import { type ChatInputCommandInteraction, GuildFeature } from 'discord.js';
import { type Language, languageOfLocale } from '../../../platform/i18n/languages.js';

/**
 * The words' language when `/duet start` names none: the server's primary language where the
 * server chose one, else the language of whoever starts. Discord sends every server's locale, but
 * only a Community server can set it; all others report en-US, which says nothing about who plays.
 */
export function defaultWordLanguage(
  server: { community: boolean; locale: string },
  userLocale: string,
): Language {
  return languageOfLocale(server.community ? server.locale : userLocale);
}

export function defaultWordLanguageOf(interaction: ChatInputCommandInteraction): Language {
  const community = interaction.guild?.features.includes(GuildFeature.Community) ?? false;
  return defaultWordLanguage(
    { community, locale: interaction.guildLocale ?? interaction.locale },
    interaction.locale,
  );
}
