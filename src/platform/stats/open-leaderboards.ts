import type { Logger } from '../log.js';
import type { RedisObserver } from '../metrics/redis-metrics.js';
import { type OpenedBeside, openBesideGames } from '../store/open-beside.js';
import type { LeaderboardStore } from './leaderboard-store.js';
import { MemoryLeaderboardStore } from './memory-leaderboard-store.js';
import { RedisLeaderboardStore } from './redis-leaderboard-store.js';

export function openLeaderboards(
  options: { redisUrl: string | undefined; prefix: string; observe?: RedisObserver },
  log: Logger,
): Promise<OpenedBeside<LeaderboardStore>> {
  return openBesideGames<LeaderboardStore>(
    { redisUrl: options.redisUrl, name: 'boards', observe: options.observe },
    log,
    {
      memory: () => new MemoryLeaderboardStore(),
      redis: (client) => new RedisLeaderboardStore(client, { prefix: options.prefix }),
    },
  );
}
