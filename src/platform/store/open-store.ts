import { Redis } from 'ioredis';
import type { Logger } from '../log.js';
import type { RedisObserver } from '../metrics/redis-metrics.js';
import type { DocumentStore } from './document-store.js';
import type { GameStore } from './game-store.js';
import { MemoryDocumentStore } from './memory-document-store.js';
import { MemoryGameStore } from './memory-store.js';
import { RedisDocumentStore } from './redis-document-store.js';
import { RedisGameStore } from './redis-store.js';

/**
 * Redis fails fast while it is down (no offline queue, short timeouts), so a press gets a
 * clear "try again" within Discord's three seconds instead of hanging.
 */
export const REDIS_TIMEOUT_MS = 1_500;

export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // A second and a half, so a refusal leaves Discord's three seconds a full second of margin.
    commandTimeout: REDIS_TIMEOUT_MS,
    connectTimeout: REDIS_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
  });
}

export interface OpenedStore {
  store: GameStore;
  documents: DocumentStore;
  /** Resolves when the store answers (a Redis PING); always, for memory. */
  ping: () => Promise<unknown>;
  close: () => Promise<void>;
}

/** Redis when a URL is given; otherwise memory, which keeps nothing past the process (the caller warns). */
export async function openStore(
  options: { redisUrl: string | undefined; prefix: string; observe?: RedisObserver },
  log: Logger,
): Promise<OpenedStore> {
  if (!options.redisUrl) {
    const store = new MemoryGameStore();
    return {
      store,
      documents: new MemoryDocumentStore(),
      ping: async () => {},
      close: () => store.close(),
    };
  }
  const redis = createRedisClient(options.redisUrl);
  options.observe?.(redis, 'games');
  redis.on('error', (error) => log.warn({ err: error.message }, 'redis connection problem'));
  await redis.connect();
  const store = new RedisGameStore(redis, { prefix: options.prefix });
  return {
    store,
    documents: new RedisDocumentStore(redis, { prefix: options.prefix }),
    ping: () => redis.ping(),
    async close() {
      await store.close();
      redis.disconnect();
    },
  };
}
