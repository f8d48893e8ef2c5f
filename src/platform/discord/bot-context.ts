import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { BotServices } from './bot-services.js';
import type { AnyGameModule } from './game-module.js';

/** The running bot: its services, the games plugged in and its slash commands. */
export interface BotContext extends BotServices {
  /** The games plugged in, by id (the prefix of their custom_ids). */
  games: ReadonlyMap<string, AnyGameModule>;
  /** Every slash command loaded (what `/help` lists). */
  commands: readonly CommandModule[];
}

/** One slash command: its registration data and its handler (the discord.js guide's layout). */
export interface CommandModule {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  /** The id of the game this command plays (its `/help` section); absent for the server's own commands. */
  game?: string;
  execute(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, context: BotContext): Promise<void>;
}
