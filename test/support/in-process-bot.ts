import type { LocalDiscord } from '../../dev/local-discord/index.js';
import { games } from '../../src/games/registry.js';
import { newGameId } from '../../src/main.js';
import { type RunningBot, startBot } from '../../src/platform/discord/bot.js';
import type { CommandModule } from '../../src/platform/discord/bot-context.js';
import { loadCommands } from '../../src/platform/discord/command-loader.js';
import { fetchCommandIds } from '../../src/platform/discord/command-mentions.js';
import type { AnyGameModule } from '../../src/platform/discord/game-module.js';
import { registerCommands } from '../../src/platform/discord/register-commands.js';
import type { Sharding } from '../../src/platform/discord/sharding.js';
import type { Logger } from '../../src/platform/log.js';
import type { ReminderStore } from '../../src/platform/reminders/reminder-store.js';
import type { DocumentStore } from '../../src/platform/store/document-store.js';
import type { GameStore } from '../../src/platform/store/game-store.js';
import { knowAnswerPointers } from './answer-pointers.js';

/**
 * The real bot (router, games, commands) in this process, logged in to a local Discord. A test
 * may plug in more games and commands, exactly as the registry and commands/ would.
 */
export async function startInProcessBot(
  local: LocalDiscord,
  options: {
    store: GameStore;
    documents: DocumentStore;
    log: Logger;
    guildId: string;
    idleSeconds?: number;
    extraGames?: readonly AnyGameModule[];
    extraCommands?: readonly CommandModule[];
    now?: () => number;
    /** Every new game's public id (default: a random one). */
    newGameId?: () => string;
    /** Every new game's secret seed (default: the CSPRNG). */
    newSeed?: () => string;
    /** Another process's share of the work: its shards, and the reminders kept where all see them. */
    sharding?: Sharding;
    reminders?: ReminderStore;
    reminderDelaySeconds?: number;
    /** INTERACTIONS=http: serve `bot.routes` and point the local Discord's endpoint at them. */
    httpInteractions?: { publicKey: string };
    /** Defer every interaction at once, as if slow (default: RENDEZVOUS_DEFER_AT_ONCE=1, the suite's second pass). */
    deferAtOnce?: boolean;
  },
): Promise<RunningBot> {
  const commands = [...(await loadCommands()), ...(options.extraCommands ?? [])];
  knowAnswerPointers(local);
  const bot = await startBot({
    token: 'local-test-token',
    apiUrl: local.restBaseUrl,
    store: options.store,
    documents: options.documents,
    log: options.log,
    commands,
    games: [...games, ...(options.extraGames ?? [])],
    idleSeconds: options.idleSeconds ?? 7 * 86_400,
    sweepIntervalMs: 3_600_000,
    newGameId: options.newGameId ?? newGameId,
    ...(options.newSeed ? { newSeed: options.newSeed } : {}),
    // Vitest's module loader does not reach worker threads: render on the test's thread.
    renderThreads: 0,
    ...(options.now ? { now: options.now } : {}),
    ...(options.sharding ? { sharding: options.sharding } : {}),
    ...(options.reminders ? { reminders: options.reminders } : {}),
    ...(options.reminderDelaySeconds ? { reminderDelaySeconds: options.reminderDelaySeconds } : {}),
    ...(options.httpInteractions ? { httpInteractions: options.httpInteractions } : {}),
    deferAtOnce: options.deferAtOnce ?? process.env.RENDEZVOUS_DEFER_AT_ONCE === '1',
  });
  await registerCommands(bot.client.rest, commands, local.model.applicationId, options.guildId);
  // Registered after the bot started, as a deploy while it runs: it learns the new ids as on a restart.
  await fetchCommandIds(bot.client, options.guildId);
  return bot;
}
