import type { Logger } from '../log.js';
import type { RedisObserver } from '../metrics/redis-metrics.js';
import { connectRedis, type RedisClient } from '../redis/redis-client.js';
import type { RedisTarget } from '../redis/redis-target.js';

export interface OpenedBeside<Store> {
  store: Store;
  close: () => Promise<void>;
}

/**
 * A store that lives beside the games: in Redis (a connection of its own) when Redis is
 * configured, else in this process, as the games then are.
 */
export async function openBesideGames<Store>(
  options: { redis: RedisTarget | undefined; name: string; observe?: RedisObserver | undefined },
  log: Logger,
  make: { memory(): Store; redis(client: RedisClient): Store },
): Promise<OpenedBeside<Store>> {
  if (!options.redis) return { store: make.memory(), close: async () => {} };
  const redis = await connectRedis(options.redis, log, options.name, options.observe);
  return {
    store: make.redis(redis),
    async close() {
      redis.disconnect();
    },
  };
}
