import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { Logger } from '../log.js';
import type { DocumentStore } from '../store/document-store.js';
import type { GameStore } from '../store/game-store.js';
import type { BotContext, CommandModule, GameModule, GameSettings } from './bot-context.js';
import { startExpirySweeper } from './expiry-sweeper.js';
import { createRouter } from './router.js';

export interface BotOptions {
  token: string;
  apiUrl: string;
  store: GameStore;
  documents: DocumentStore;
  log: Logger;
  commands: readonly CommandModule[];
  games: readonly GameModule[];
  idleSeconds: number;
  sweepIntervalMs: number;
  newGameId: () => string;
  settings: GameSettings;
}

export interface RunningBot {
  client: Client;
  context: BotContext;
  sweepExpired: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Logs the bot in and wires interactions to the router. Only the Guilds intent: everything the
 * bot reacts to arrives as an interaction. The gateway URL comes from `apiUrl`'s /gateway/bot.
 */
export async function startBot(options: BotOptions): Promise<RunningBot> {
  for (const game of options.games) game.start?.(options.settings);
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: options.apiUrl } });
  const context: BotContext = {
    client,
    store: options.store,
    documents: options.documents,
    log: options.log,
    idleSeconds: options.idleSeconds,
    now: Date.now,
    newGameId: options.newGameId,
  };
  const router = createRouter(options.commands, options.games, context);
  client.on(Events.InteractionCreate, (interaction) => void router.handle(interaction));
  client.on(Events.Error, (error) => options.log.error({ err: error.message }, 'discord client error'));
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(options.token);
  await ready;
  options.log.info({ user: client.user?.id, guilds: client.guilds.cache.size }, 'bot ready');
  const sweeper = startExpirySweeper(options.games, context, options.sweepIntervalMs);
  return {
    client,
    context,
    sweepExpired: sweeper.sweep,
    async stop() {
      sweeper.stop();
      await client.destroy();
      await Promise.all(options.games.map((game) => game.stop?.()));
    },
  };
}
