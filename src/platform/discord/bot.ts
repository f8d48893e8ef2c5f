import { Client, Events, GatewayIntentBits, Options } from 'discord.js';
import type { HttpRoute } from '../http/http-server.js';
import type { ReadinessCheck } from '../http/observability-routes.js';
import { type Language, languages } from '../i18n/languages.js';
import { httpInteractions } from '../interactions-http/http-interactions.js';
import type { Logger } from '../log.js';
import type { Metrics } from '../metrics/metrics.js';
import { watchShards } from '../metrics/shard-status.js';
import { MemoryReminderStore } from '../reminders/memory-reminder-store.js';
import type { ReminderStore } from '../reminders/reminder-store.js';
import { createRenderService } from '../render/render-service.js';
import type { LeaderboardStore } from '../stats/leaderboard-store.js';
import { MemoryLeaderboardStore } from '../stats/memory-leaderboard-store.js';
import type { DocumentStore } from '../store/document-store.js';
import type { GameStore } from '../store/game-store.js';
import type { BotContext, CommandModule } from './bot-context.js';
import { fetchCommandIds } from './command-mentions.js';
import { startExpirySweeper } from './expiry-sweeper.js';
import type { AnyGameModule } from './game-module.js';
import { createInteractionRest, TOKEN_QUEUE_SWEEP_MS } from './interaction-rest.js';
import { slimPressedMessage } from './pressed-message.js';
import { createRequestLog } from './request-log.js';
import { createRouter } from './router.js';
import { clientShardOptions, type Sharding } from './sharding.js';

export interface BotOptions {
  token: string;
  apiUrl: string;
  store: GameStore;
  documents: DocumentStore;
  /** The servers' boards; without them, boards kept in this process. */
  leaderboards?: LeaderboardStore;
  reminders?: ReminderStore;
  reminderDelaySeconds?: number;
  log: Logger;
  commands: readonly CommandModule[];
  games: readonly AnyGameModule[];
  idleSeconds: number;
  sweepIntervalMs: number;
  newGameId: () => string;
  /** A new game's secret seed (tests pin it); absent: the CSPRNG. */
  newSeed?: () => string;
  /** Threads drawing pictures, so the event loop keeps answering; 0 draws on the main thread. */
  renderThreads: number;
  /** Nice value of the render threads: pictures yield the CPU to answers. */
  renderNiceness?: number;
  /** Languages whose game dictionaries load at start (default: all). */
  preloadLanguages?: readonly Language[];
  /** The server the commands were registered in while testing (DISCORD_GUILD_ID), besides the global ones. */
  commandGuildId?: string;
  /** The clock moves and deadlines are timed by (a test may run it ahead). */
  now?: () => number;
  /** The gateway shards this process runs (default `auto`: Discord's recommended count, all here). */
  sharding?: Sharding;
  /** Counted into for /metrics. */
  metrics?: Metrics;
  /** On stop, interactions under way get this long to finish (default 2 s). */
  shutdownGraceMs?: number;
  /** INTERACTIONS=http: no gateway; interactions come to `routes` as POSTs signed for this key. */
  httpInteractions?: { publicKey: string };
  /** Tests only (RENDEZVOUS_DEFER_AT_ONCE): every interaction is deferred at once, as if slow. */
  deferAtOnce?: boolean;
}

export interface RunningBot {
  client: Client;
  context: BotContext;
  sweepExpired: () => Promise<void>;
  /** For /healthz: null while the gateway is ready and the bot is not shutting down. */
  discordReady: ReadinessCheck;
  /** Takes no new interaction, lets those under way finish (bounded), then closes Discord. */
  stop: () => Promise<void>;
  /** What the bot's HTTP server must serve: POST /interactions in HTTP mode. */
  routes: HttpRoute[];
  /** What the "bot ready" log line tells an operator once everything serves. */
  readiness: Record<string, unknown>;
}

/** Pictures waiting for a render thread beyond this are refused at once (the table goes out without one). */
const RENDER_QUEUE = 512;
const RENDER_TIMEOUT_MS = 10_000;
/**
 * Finished pictures (keys asked for again, a board drawn for a message that then needed it).
 * Boards are drawn once per state, so a large cache would mostly hold pictures nobody asks for.
 */
const RENDER_CACHE_BYTES = 8 * 1024 * 1024;
const DEFAULT_SHUTDOWN_GRACE_MS = 2_000;

/** A game's slow set-up, in the background: logged when done, never failing the bot. */
async function prepareGame(game: AnyGameModule, preload: readonly Language[], log: Logger): Promise<void> {
  if (!game.prepare) return;
  const started = performance.now();
  try {
    await game.prepare(preload);
    log.info({ game: game.id, ms: Math.round(performance.now() - started) }, 'game prepared');
  } catch (error) {
    log.error({ game: game.id, err: (error as Error).message }, 'game preparation failed');
  }
}

/**
 * Logs the bot in and wires interactions to the router. Only the Guilds intent: everything the
 * bot reacts to arrives as an interaction. The gateway URL comes from `apiUrl`'s /gateway/bot.
 * In HTTP mode there is no gateway: the client is readied by REST and `routes` takes the interactions.
 */
export async function startBot(options: BotOptions): Promise<RunningBot> {
  const http = options.httpInteractions
    ? httpInteractions({ publicKey: options.httpInteractions.publicKey, log: options.log })
    : null;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    // Its follow-ups and edits by token (editReply, followUp) leave one request queue per token too.
    rest: { api: options.apiUrl, handlerSweepInterval: TOKEN_QUEUE_SWEEP_MS, ...http?.rest },
    // Everything arrives as an interaction carrying what it needs: no message is read from a
    // cache, and a busy process would otherwise keep a copy of every board pressed.
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
    // Every component, modal and option this bot sends is already API JSON (snake_case). The
    // default transformer rewrites each key of it anew (lodash.snakecase), a large share of the
    // CPU a press costs for a board of 25 buttons.
    jsonTransformer: (value: unknown) => value,
    ...clientShardOptions(options.sharding ?? 'auto'),
  });
  const render = createRenderService({
    threads: options.renderThreads,
    niceness: options.renderNiceness ?? 0,
    maxQueue: RENDER_QUEUE,
    taskTimeoutMs: RENDER_TIMEOUT_MS,
    cacheBytes: RENDER_CACHE_BYTES,
  });
  // One child logger per interaction (`req`), written through by every line it sets off.
  const requestLog = createRequestLog(options.log);
  const context: BotContext = {
    client,
    interactionRest: createInteractionRest({
      ...(options.apiUrl ? { api: options.apiUrl } : {}),
      ...http?.rest,
    }),
    store: options.store,
    ...(http ? { interactionsOverHttp: true } : {}),
    documents: options.documents,
    leaderboards: options.leaderboards ?? new MemoryLeaderboardStore(),
    reminders: options.reminders ?? new MemoryReminderStore(),
    ...(options.reminderDelaySeconds ? { reminderDelaySeconds: options.reminderDelaySeconds } : {}),
    render,
    games: new Map(options.games.map((game) => [game.id, game])),
    commands: options.commands,
    log: requestLog.log,
    ...(options.metrics ? { metrics: options.metrics } : {}),
    idleSeconds: options.idleSeconds,
    now: options.now ?? Date.now,
    newGameId: options.newGameId,
    ...(options.newSeed ? { newSeed: options.newSeed } : {}),
  };
  const preload = options.preloadLanguages ?? languages;
  for (const game of options.games) void prepareGame(game, preload, options.log);
  options.metrics?.renderQueueDepth.readFrom(() => render.stats().queued);
  const { store } = options;
  if (store.countLive) options.metrics?.liveGames.readFrom(() => store.countLive?.() ?? 0);
  const shards = watchShards(client, options.metrics);
  const router = createRouter(options.commands, context, {
    requestLog,
    ...(options.deferAtOnce ? { deferAtOnce: true } : {}),
  });
  // Raw packets reach listeners before discord.js handles them.
  client.on(Events.Raw, (packet: { t?: string; d?: { type?: unknown; message?: unknown } }) => {
    if (packet.t === 'INTERACTION_CREATE' && packet.d) slimPressedMessage(packet.d);
  });
  client.on(Events.InteractionCreate, (interaction) => void router.handle(interaction));
  client.on(Events.Error, (error) => options.log.error({ err: error.message }, 'discord client error'));
  if (http) {
    await http.connect(client, options.token, options.commandGuildId);
  } else {
    const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
    options.log.info({ sharding: options.sharding ?? 'auto' }, 'connecting to the gateway');
    await client.login(options.token);
    // Ready once every shard of this process is: its guilds are all cached.
    await ready;
  }
  // Texts mention commands by id once known; without them they name the command in words.
  await fetchCommandIds(client, options.commandGuildId).catch((error: unknown) =>
    options.log.warn({ err: String(error) }, 'could not fetch the registered commands'),
  );
  const sweeper = startExpirySweeper(context, options.sweepIntervalMs);
  return {
    client,
    context,
    sweepExpired: sweeper.sweep,
    discordReady: async () => {
      if (router.inFlight.draining) return 'shutting down';
      return http ? null : shards.notReady();
    },
    routes: http ? [http.route] : [],
    readiness: http
      ? { interactions: 'http' }
      : {
          user: client.user?.id,
          guilds: client.guilds.cache.size,
          shards: client.ws.shards.map((shard) => shard.id),
          shardCount: client.options.shardCount,
        },
    async stop() {
      const memory = process.memoryUsage();
      const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
      options.log.info(
        {
          rssMiB: mib(memory.rss),
          heapUsedMiB: mib(memory.heapUsed),
          heapTotalMiB: mib(memory.heapTotal),
          externalMiB: mib(memory.external),
          render: render.stats(),
        },
        'stopping',
      );
      sweeper.stop();
      // Interactions still arriving get no work started; those under way finish first, as
      // they answer (and edit pictures) through this client.
      const drained = await router.drain(options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS);
      options.log.info(drained, 'interactions drained');
      http?.stop();
      await client.destroy();
      await render.close();
    },
  };
}
