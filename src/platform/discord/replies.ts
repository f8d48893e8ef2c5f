import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { languageOfLocale, type PlatformMessageKey, tPlatform } from '../i18n/index.js';
import { markRefused } from './refusals.js';

/** A short message only the presser sees; works whether or not the interaction was answered yet. */
export async function replyEphemeral(interaction: RepliableInteraction, content: string): Promise<void> {
  const message = { content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } } as const;
  if (interaction.replied || interaction.deferred) {
    await interaction.followUp(message);
  } else {
    await interaction.reply(message);
  }
}

/** One of the platform's own answers (a vanished game, a stale press), in the presser's language. */
export function replyPlatform(interaction: RepliableInteraction, key: PlatformMessageKey): Promise<void> {
  markRefused(interaction);
  return replyEphemeral(interaction, tPlatform(languageOfLocale(interaction.locale), key));
}
