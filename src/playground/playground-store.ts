import type { Logger } from '../platform/log.js';
import type { GameStore } from '../platform/store/game-store.js';
import { MemoryGameStore } from '../platform/store/memory-store.js';
import { createRedisClient } from '../platform/store/open-store.js';
import { RedisGameStore } from '../platform/store/redis-store.js';

/** Playground games live under their own keys, apart from a real bot's (`rdv:`) sharing the Redis. */
export const PLAYGROUND_REDIS_PREFIX = 'rdv-playground:';

export interface PlaygroundStore {
  store: GameStore;
  /** For the banner, e.g. "Redis at redis://127.0.0.1:6379 (keys rdv-playground:*)". */
  description: string;
  close(): Promise<void>;
}

/** Redis when a URL is given, so games outlive the playground; otherwise memory, with a warning. */
export async function openPlaygroundStore(
  redisUrl: string | undefined,
  log: Logger,
): Promise<PlaygroundStore> {
  if (!redisUrl) {
    log.warn(
      'playground store is in memory: games are lost when the playground stops (set REDIS_URL to keep them)',
    );
    const store = new MemoryGameStore();
    return {
      store,
      description:
        'memory (games are NOT kept: they are lost when the playground stops; set REDIS_URL to keep them)',
      close: () => store.close(),
    };
  }
  const redis = createRedisClient(redisUrl);
  redis.on('error', (error) => log.warn({ err: error.message }, 'redis connection problem'));
  await redis.connect();
  const store = new RedisGameStore(redis, { prefix: PLAYGROUND_REDIS_PREFIX });
  return {
    store,
    description: `Redis at ${redactPassword(redisUrl)} (keys ${PLAYGROUND_REDIS_PREFIX}*)`,
    async close() {
      await store.close();
      redis.disconnect();
    },
  };
}

function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
