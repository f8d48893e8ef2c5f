import type { Logger } from '../log.js';
import type { RedisObserver } from '../metrics/redis-metrics.js';
import type { RedisTarget } from '../redis/redis-target.js';
import { type OpenedBeside, openBesideGames } from '../store/open-beside.js';
import type { LeaderboardStore } from './leaderboard-store.js';
import { MemoryLeaderboardStore } from './memory-leaderboard-store.js';
import { RedisLeaderboardStore } from './redis-leaderboard-store.js';

export function openLeaderboards(
  options: { redis: RedisTarget | undefined; prefix: string; observe?: RedisObserver },
  log: Logger,
): Promise<OpenedBeside<LeaderboardStore>> {
  return openBesideGames<LeaderboardStore>(
    { redis: options.redis, name: 'boards', observe: options.observe },
    log,
    {
      memory: () => new MemoryLeaderboardStore(),
      redis: (client) => new RedisLeaderboardStore(client, { prefix: options.prefix }),
    },
  );
}
