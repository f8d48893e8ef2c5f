import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import type { GameStore } from './game-store.js';
import { MemoryGameStore } from './memory-store.js';
import { RedisGameStore } from './redis-store.js';

/**
 * Redis fails fast while it is down (no offline queue, short timeouts), so a press gets a
 * clear "try again" within Discord's three seconds instead of hanging.
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1500,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
  });
}

export interface OpenedStore {
  store: GameStore;
  close: () => Promise<void>;
}

export async function openStore(config: Config, log: Logger): Promise<OpenedStore> {
  if (config.STORE === 'memory' || !config.REDIS_URL) {
    log.warn('STORE=memory: games live in this process only and are lost when it stops');
    const store = new MemoryGameStore();
    return { store, close: () => store.close() };
  }
  const redis = createRedisClient(config.REDIS_URL);
  redis.on('error', (error) => log.warn({ err: error.message }, 'redis connection problem'));
  await redis.connect();
  const store = new RedisGameStore(redis, { prefix: config.REDIS_PREFIX });
  return {
    store,
    async close() {
      await store.close();
      redis.disconnect();
    },
  };
}
