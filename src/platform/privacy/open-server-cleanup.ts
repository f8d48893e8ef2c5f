import type { Logger } from '../log.js';
import type { RedisObserver } from '../metrics/redis-metrics.js';
import type { RedisTarget } from '../redis/redis-target.js';
import { type OpenedBeside, openBesideGames } from '../store/open-beside.js';
import { DepartedServers } from './departed-servers.js';
import { eraseServerData } from './server-data.js';

export interface ServerCleanupStore {
  departed: DepartedServers;
  erase(guildId: string): Promise<number>;
}

/**
 * The servers left and the means to erase them, on a connection of their own; null without Redis,
 * where every store lives in the process and goes with it.
 */
export function openServerCleanup(
  options: { redis: RedisTarget | undefined; prefix: string; observe?: RedisObserver },
  log: Logger,
): Promise<OpenedBeside<ServerCleanupStore | null>> {
  return openBesideGames<ServerCleanupStore | null>(
    { redis: options.redis, name: 'server clean-up', observe: options.observe },
    log,
    {
      memory: () => null,
      redis: (client) => ({
        departed: new DepartedServers(client, { prefix: options.prefix }),
        erase: (guildId) => eraseServerData(client, options.prefix, guildId),
      }),
    },
  );
}
