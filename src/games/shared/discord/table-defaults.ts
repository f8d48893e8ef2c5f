import type { ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { loadSettings } from '../../../platform/server/settings.js';
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
  context: BotContext,
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
