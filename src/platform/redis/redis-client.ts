import { Cluster, Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../log.js';
import type { RedisObserver } from '../metrics/redis-metrics.js';
import { describeRedisTarget, type RedisTarget } from './redis-target.js';

/** What every store talks to: one server (direct or through Sentinel) or a Cluster. */
export type RedisClient = Redis | Cluster;

/**
 * Redis fails fast while it is down (no offline queue, short timeouts), so a press gets a
 * clear "try again" within Discord's three seconds instead of hanging.
 */
export const REDIS_TIMEOUT_MS = 1_500;

const retryStrategy = (attempt: number) => Math.min(100 * attempt, 2000);

const timeouts = {
  maxRetriesPerRequest: 1,
  // A second and a half, so a refusal leaves Discord's three seconds a full second of margin.
  commandTimeout: REDIS_TIMEOUT_MS,
  connectTimeout: REDIS_TIMEOUT_MS,
} satisfies RedisOptions;

/**
 * Commands issued in the same turn of the event loop go out in one write: under a burst of
 * presses, each press's script no longer costs a socket write (a system call) of its own.
 */
const batched = { enableAutoPipelining: true } satisfies RedisOptions;

const failFast: RedisOptions = { ...timeouts, ...batched, enableOfflineQueue: false, retryStrategy };

/** A client for the target, not yet connected (`connect()` it, or use `connectRedis`). */
export function createRedisClient(target: RedisTarget): RedisClient {
  switch (target.kind) {
    case 'url':
      return new Redis(target.url, { ...failFast, lazyConnect: true });
    case 'sentinel':
      return new Redis({
        ...failFast,
        lazyConnect: true,
        sentinels: target.sentinels,
        name: target.name,
        sentinelRetryStrategy: retryStrategy,
      });
    case 'cluster':
      return new Cluster(target.nodes, {
        lazyConnect: true,
        // The Cluster refuses at once while it has no slot map (down, or failing over), while each
        // node's own connection (ioredis opens it on its first command, with an offline queue of
        // its own) holds a command no longer than the command timeout.
        enableOfflineQueue: false,
        ...batched,
        redisOptions: timeouts,
        // Every read goes to the master: a replica may lag behind a compare-and-set just written.
        scaleReads: 'master',
        clusterRetryStrategy: retryStrategy,
        slotsRefreshTimeout: REDIS_TIMEOUT_MS,
      });
  }
}

/** A connected client whose connection problems are logged as warnings (named after its user). */
export async function connectRedis(
  target: RedisTarget,
  log: Logger,
  name: string,
  observe?: RedisObserver,
): Promise<RedisClient> {
  const redis = createRedisClient(target);
  observe?.(redis, name);
  const where = describeRedisTarget(target);
  redis.on('error', (error: Error) =>
    log.warn({ err: error.message, redis: where }, `redis connection problem (${name})`),
  );
  await redis.connect();
  return redis;
}
