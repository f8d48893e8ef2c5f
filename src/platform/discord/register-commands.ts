import type { REST } from '@discordjs/rest';
import { Routes } from 'discord.js';
import type { CommandModule } from './bot-context.js';

/**
 * Registers the slash commands: in one guild when given (instant, for testing), otherwise
 * globally. Returns the registered names.
 */
export async function registerCommands(
  rest: REST,
  commands: readonly CommandModule[],
  applicationId: string,
  guildId?: string,
): Promise<string[]> {
  const route = guildId
    ? Routes.applicationGuildCommands(applicationId, guildId)
    : Routes.applicationCommands(applicationId);
  const body = commands.map((command) => command.data.toJSON());
  const registered = (await rest.put(route, { body })) as { name: string }[];
  return registered.map((command) => command.name);
}
