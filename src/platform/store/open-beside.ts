import type { Redis } from 'ioredis';
import type { Logger } from '../log.js';
import type { RedisObserver } from '../metrics/redis-metrics.js';
import { createRedisClient } from './open-store.js';

export interface OpenedBeside<Store> {
  store: Store;
  close: () => Promise<void>;
}

/**
 * A store that lives beside the games: in Redis (a connection of its own) when a URL is given,
 * else in this process, as the games then are.
 */
export async function openBesideGames<Store>(
  options: { redisUrl: string | undefined; name: string; observe?: RedisObserver | undefined },
  log: Logger,
  make: { memory(): Store; redis(client: Redis): Store },
): Promise<OpenedBeside<Store>> {
  if (!options.redisUrl) return { store: make.memory(), close: async () => {} };
  const redis = createRedisClient(options.redisUrl);
  options.observe?.(redis, options.name);
  redis.on('error', (error) =>
    log.warn({ err: error.message }, `redis connection problem (${options.name})`),
  );
  await redis.connect();
  return {
    store: make.redis(redis),
    async close() {
      redis.disconnect();
    },
  };
}
