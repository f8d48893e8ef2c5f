import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  Client,
  ModalSubmitInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { Logger } from '../log.js';
import type { DocumentStore } from '../store/document-store.js';
import type { GameStore } from '../store/game-store.js';
import type { CustomId } from './custom-id.js';

/** What every handler may use; nothing here holds game state (any process can serve any press). */
export interface BotContext {
  client: Client;
  store: GameStore;
  /** Long-lived documents that never expire (campaigns). */
  documents: DocumentStore;
  log: Logger;
  idleSeconds: number;
  now: () => number;
  /** A fresh random id for a new game (also its seed material). */
  newGameId: () => string;
}

/** Process-wide settings a game may use when it starts. */
export interface GameSettings {
  /** Worker threads for CPU-heavy work such as images; 0 keeps it on the main thread. */
  renderThreads: number;
}

/** A game plugged into the platform: it owns the custom_ids whose prefix is its id. */
export interface GameModule {
  id: string;
  start?(settings: GameSettings): void;
  stop?(): Promise<void>;
  onButton(interaction: ButtonInteraction, customId: CustomId, context: BotContext): Promise<void>;
  onModal(interaction: ModalSubmitInteraction, customId: CustomId, context: BotContext): Promise<void>;
  /** The store handed this game to this process because it sat idle past its deadline. */
  onExpired(gameId: string, context: BotContext): Promise<void>;
}

/** One slash command: its registration data and its handler (the discord.js guide's layout). */
export interface CommandModule {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, context: BotContext): Promise<void>;
}
