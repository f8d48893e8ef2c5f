import type { Logger } from '../log.js';
import { createRedisClient } from '../store/open-store.js';
import type { LeaderboardStore } from './leaderboard-store.js';
import { MemoryLeaderboardStore } from './memory-leaderboard-store.js';
import { RedisLeaderboardStore } from './redis-leaderboard-store.js';

export interface OpenedLeaderboards {
  leaderboards: LeaderboardStore;
  close: () => Promise<void>;
}

/** The boards beside the games: in Redis when a URL is given, else in this process (as the games). */
export async function openLeaderboards(
  options: { redisUrl: string | undefined; prefix: string },
  log: Logger,
): Promise<OpenedLeaderboards> {
  if (!options.redisUrl) return { leaderboards: new MemoryLeaderboardStore(), close: async () => {} };
  const redis = createRedisClient(options.redisUrl);
  redis.on('error', (error) => log.warn({ err: error.message }, 'redis connection problem (boards)'));
  await redis.connect();
  return {
    leaderboards: new RedisLeaderboardStore(redis, { prefix: options.prefix }),
    async close() {
      redis.disconnect();
    },
  };
}
