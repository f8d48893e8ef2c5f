import type { RedisClient } from '../redis/redis-client.js';
import { snowflake } from '../stats/leaderboard-store.js';

export interface DepartedServer {
  guildId: string;
  leftAt: number;
}

/** ZREM takes many members at once; this many keeps each command small. */
const REMOVE_BATCH = 1000;

/**
 * The servers the bot left and when, until their data is erased or the bot is back. One sorted set
 * (member = server id, score = when the bot left); a claim is a ZREM, so of several processes
 * sweeping at once exactly one erases a server.
 */
export class DepartedServers {
  private readonly key: string;

  constructor(
    private readonly redis: RedisClient,
    options: { prefix: string },
  ) {
    this.key = `${options.prefix}departed-servers`;
  }

  /** The bot left a server (or was removed from it); told again, the first time stands. */
  async left(guildId: string, at: number): Promise<void> {
    await this.redis.zadd(this.key, 'NX', at, snowflake(guildId));
  }

  /** The bot is in these servers (again): nothing of them is to be erased. */
  async back(guildIds: readonly string[]): Promise<void> {
    for (let start = 0; start < guildIds.length; start += REMOVE_BATCH) {
      await this.redis.zrem(this.key, ...guildIds.slice(start, start + REMOVE_BATCH));
    }
  }

  /** Up to `limit` servers left before `before`, each taken off the list for this caller only. */
  async claimLeftBefore(before: number, limit: number): Promise<DepartedServer[]> {
    const flat = await this.redis.zrangebyscore(
      this.key,
      '-inf',
      `(${before}`,
      'WITHSCORES',
      'LIMIT',
      0,
      limit,
    );
    const claimed: DepartedServer[] = [];
    for (let index = 0; index + 1 < flat.length; index += 2) {
      const guildId = flat[index] as string;
      if ((await this.redis.zrem(this.key, guildId)) === 1) {
        claimed.push({ guildId, leftAt: Number(flat[index + 1]) });
      }
    }
    return claimed;
  }
}
