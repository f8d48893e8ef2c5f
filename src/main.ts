import { randomBytes } from 'node:crypto';
import { games } from './games/registry.js';
import { type Config, idleSeconds } from './platform/config.js';
import { startBot } from './platform/discord/bot.js';
import { loadCommands } from './platform/discord/command-loader.js';
import { shardingOf } from './platform/discord/sharding.js';
import { startHttpServer } from './platform/http/http-server.js';
import { healthRoute, metricsRoute, redisCheck } from './platform/http/observability-routes.js';
import type { Logger } from './platform/log.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { redisObserver } from './platform/metrics/redis-metrics.js';
import { openServerCleanup } from './platform/privacy/open-server-cleanup.js';
import { startServerCleanup } from './platform/privacy/server-cleanup.js';
import { redisTarget } from './platform/redis/redis-target.js';
import { openReminders } from './platform/reminders/open-reminders.js';
import { openLeaderboards } from './platform/stats/open-leaderboards.js';
import { openStore } from './platform/store/open-store.js';

/** Servers left 30 days ago are looked for hourly. */
const SERVER_CLEANUP_SWEEP_MS = 3_600_000;

/** A game id: 12 lowercase base-36 characters from 64 random bits. */
export function newGameId(): string {
  return BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .padStart(12, '0')
    .slice(-12);
}

/** Runs the bot until SIGTERM/SIGINT, then closes Discord and the store cleanly. */
export async function run(config: Config, log: Logger): Promise<{ stop: () => Promise<void> }> {
  const redis = redisTarget(config);
  if (!redis) log.warn('STORE=memory: games live in this process only and are lost when it stops');
  const metrics = createMetrics();
  const observe = redisObserver(metrics);
  const opened = await openStore({ redis, prefix: config.REDIS_PREFIX, observe }, log);
  const boards = await openLeaderboards({ redis, prefix: config.REDIS_PREFIX, observe }, log);
  const reminders = await openReminders({ redis, prefix: config.REDIS_PREFIX, observe }, log);
  const cleanup = await openServerCleanup({ redis, prefix: config.REDIS_PREFIX, observe }, log);
  const commands = await loadCommands();
  const bot = await startBot({
    token: config.DISCORD_TOKEN,
    apiUrl: config.DISCORD_API_URL,
    store: opened.store,
    documents: opened.documents,
    leaderboards: boards.store,
    reminders: reminders.store,
    ...(config.REMINDER_DELAY_SECONDS ? { reminderDelaySeconds: config.REMINDER_DELAY_SECONDS } : {}),
    log,
    commands,
    games,
    idleSeconds: idleSeconds(config),
    sweepIntervalMs: config.EXPIRY_SWEEP_SECONDS * 1000,
    newGameId,
    renderThreads: config.RENDER_THREADS,
    renderNiceness: config.RENDER_NICENESS,
    preloadLanguages: config.PRELOAD_LANGUAGES,
    ...(config.DISCORD_GUILD_ID ? { commandGuildId: config.DISCORD_GUILD_ID } : {}),
    sharding: shardingOf(config),
    metrics,
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
    ...(config.RENDEZVOUS_DEFER_AT_ONCE ? { deferAtOnce: true } : {}),
    ...(config.INTERACTIONS === 'http' && config.DISCORD_PUBLIC_KEY
      ? { httpInteractions: { publicKey: config.DISCORD_PUBLIC_KEY } }
      : {}),
  });
  const http =
    config.HTTP_PORT === 0
      ? null
      : await startHttpServer({
          port: config.HTTP_PORT,
          routes: [
            ...bot.routes,
            metricsRoute(metrics.registry),
            healthRoute([bot.discordReady, redisCheck(opened.ping)]),
          ],
          log,
        });
  if (http) log.info({ port: http.port }, 'serving /healthz and /metrics');
  // Said once everything serves: Discord (gateway or /interactions), /healthz and /metrics.
  log.info({ ...bot.readiness, ...(http ? { port: http.port } : {}) }, 'bot ready');
  // A server the bot leaves is erased 30 days later (with Redis; a memory store goes with the process).
  const serverCleanup =
    cleanup.store &&
    startServerCleanup({
      client: bot.client,
      ...cleanup.store,
      now: Date.now,
      log,
      sweepIntervalMs: SERVER_CLEANUP_SWEEP_MS,
    });
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      log.info('shutting down');
      serverCleanup?.stop();
      // No new POST or scrape; POSTs already in get their answers (HTTP mode), then the bot drains.
      await http?.close();
      await bot.stop();
      await opened.close();
      await boards.close();
      await reminders.close();
      await cleanup.close();
    })();
    return stopping;
  };
  return { stop };
}
