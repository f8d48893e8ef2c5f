import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { games } from '../../src/games/registry.js';
import { newGameId } from '../../src/main.js';
import { type RunningBot, startBot } from '../../src/platform/discord/bot.js';
import { loadCommands } from '../../src/platform/discord/command-loader.js';
import { fetchCommandIds } from '../../src/platform/discord/command-mentions.js';
import { registerCommands } from '../../src/platform/discord/register-commands.js';
import { createLogger, type Logger } from '../../src/platform/log.js';
import type { OpenedStore } from '../../src/platform/store/open-store.js';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../local-discord/index.js';
import { createPlaygroundServer } from './server.js';

export interface PlaygroundOptions {
  /** 0 picks a free port. */
  port: number;
  stores: Pick<OpenedStore, 'store' | 'documents'>;
  /** Image threads; 0 (the default, and what tests need) draws on the main thread. */
  renderThreads?: number;
  /** The bot's logger; silent by default. */
  log?: Logger;
  /** Turn reminders after this many seconds instead of the server's setting in minutes. */
  reminderDelaySeconds?: number;
  /** How often expired games are closed and due reminders posted; hourly by default. */
  sweepIntervalMs?: number;
}

export interface Playground {
  /** The page, e.g. `http://127.0.0.1:5173/`. */
  url: string;
  local: LocalDiscord;
  world: SeededWorld;
  bot: RunningBot;
  /** Stops the page's server, the bot and the local Discord; the store is the caller's to close. */
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
const IDLE_SECONDS = 7 * 86_400;
const SWEEP_INTERVAL_MS = 3_600_000;

/** The local Discord with its default world, the real bot logged in to it, and the web page that plays it. */
export async function startPlayground(options: PlaygroundOptions): Promise<Playground> {
  const local = await startLocalDiscord();
  const world = local.seedDefault();
  let bot: RunningBot | undefined;
  try {
    const commands = await loadCommands();
    bot = await startBot({
      token: 'playground-token',
      apiUrl: local.restBaseUrl,
      store: options.stores.store,
      documents: options.stores.documents,
      log: options.log ?? createLogger('silent'),
      commands,
      games,
      idleSeconds: IDLE_SECONDS,
      sweepIntervalMs: options.sweepIntervalMs ?? SWEEP_INTERVAL_MS,
      ...(options.reminderDelaySeconds ? { reminderDelaySeconds: options.reminderDelaySeconds } : {}),
      newGameId,
      renderThreads: options.renderThreads ?? 0,
    });
    await registerCommands(bot.client.rest, commands, local.model.applicationId, world.guild.id);
    await fetchCommandIds(bot.client, world.guild.id);
    const server = createPlaygroundServer(local, world.guild.id);
    const port = await listen(server, options.port);
    const runningBot = bot;
    return {
      url: `http://${HOST}:${port}/`,
      local,
      world,
      bot: runningBot,
      async close() {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await runningBot.stop();
        await local.close();
      },
    };
  } catch (error) {
    await bot?.stop();
    await local.close();
    throw error;
  }
}

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}
