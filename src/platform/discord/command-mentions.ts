import { ApplicationCommandType, type Client } from 'discord.js';
import { baseLanguage, type Language } from '../i18n/languages.js';
import type { Texts } from '../i18n/localizations.js';

/** A slash command as typed: the command, then its subcommand group and subcommand, each named in every language. */
export type CommandPath = readonly Texts[];

/** The id Discord gave the chat-input command of this (base) name where it is read; null while unknown. */
export type CommandIdLookup = (name: string) => string | null;

export const noCommandIds: CommandIdLookup = () => null;

/**
 * A command for a message: once its id is known, a command mention (`</duet start:id>`, always in
 * the base names), which every client shows in its reader's language and runs on a click; until
 * then its name in the reader's language (never the base name for a reader of another language).
 */
export function commandMention(path: CommandPath, language: Language, idOf: CommandIdLookup): string {
  const [command] = path;
  const id = command ? idOf(command[baseLanguage]) : null;
  if (id) return `</${path.map((name) => name[baseLanguage]).join(' ')}:${id}>`;
  return `\`/${path.map((name) => name[language]).join(' ')}\``;
}

/**
 * The ids this client fetched (`fetchCommandIds`): a server's own command wins over a global one
 * of the same name, as it does in that server's command picker.
 */
export function commandIdLookup(client: Client, guildId: string | null): CommandIdLookup {
  return (name) => {
    const isCommand = (command: { name: string; type: ApplicationCommandType }) =>
      command.name === name && command.type === ApplicationCommandType.ChatInput;
    const guildCommands = guildId ? client.guilds.cache.get(guildId)?.commands.cache : undefined;
    return (
      guildCommands?.find(isCommand)?.id ?? client.application?.commands.cache.find(isCommand)?.id ?? null
    );
  };
}

/**
 * Fetches the registered commands into the client's caches, where `commandIdLookup` reads them:
 * the global ones, and those of the server they were registered in while testing.
 */
export async function fetchCommandIds(client: Client, guildId?: string): Promise<void> {
  await client.application?.commands.fetch();
  if (guildId) await client.guilds.cache.get(guildId)?.commands.fetch();
}

/** Every placeholder of `paths` filled for a reader: a command mention, or the command's name in their language. */
export function commandTexts<Placeholder extends string>(
  paths: Record<Placeholder, CommandPath>,
  language: Language,
  idOf: CommandIdLookup,
): Record<Placeholder, string> {
  const entries = Object.entries<CommandPath>(paths).map(([placeholder, path]) => [
    placeholder,
    commandMention(path, language, idOf),
  ]);
  return Object.fromEntries(entries) as Record<Placeholder, string>;
}
