import type { ChatInputCommandInteraction } from 'discord.js';
import type { BotServices } from '../../../platform/discord/bot-services.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { refusedOutsideGameChannels } from '../../../platform/server/game-channels.js';
import { loadSettings } from '../../../platform/server/settings.js';
import { isThreadChannel, missingPermissions } from './table-channel.js';
import { defaultWordLanguageOf } from './word-language.js';

/** What a new table takes when its command leaves it open: the server's settings, then the locale. */
export interface TableDefaults {
  language: Language;
  consensus: boolean;
  threads: boolean;
  /** What the server's managers set for this game's own options (the game checks it). */
  game: Record<string, unknown>;
}

export async function tableDefaults(
  interaction: ChatInputCommandInteraction,
  context: BotServices,
  gameId?: string,
): Promise<TableDefaults> {
  const settings = interaction.guildId ? await loadSettings(context.documents, interaction.guildId) : null;
  return {
    language: settings?.language ?? defaultWordLanguageOf(interaction),
    consensus: settings?.consensus ?? false,
    threads: settings?.threads ?? true,
    game: (gameId ? settings?.gameDefaults[gameId] : undefined) ?? {},
  };
}

/**
 * Before a table opens from a command: the bot must be able to play in this channel, and the
 * server must allow games here; then the server's defaults. Null once a refusal was answered
 * (`refuseMissing` names the missing permissions in the game's words).
 */
export async function tableOpening(
  interaction: ChatInputCommandInteraction,
  context: BotServices,
  refuseMissing: (permissions: string) => Promise<void>,
  gameId?: string,
): Promise<TableDefaults | null> {
  const missing = missingPermissions(interaction.appPermissions, isThreadChannel(interaction.channel?.type));
  if (missing.length > 0) {
    await refuseMissing(missing.join(', '));
    return null;
  }
  if (await refusedOutsideGameChannels(interaction, context)) return null;
  return tableDefaults(interaction, context, gameId);
}
