import type { RedisClient } from '../redis/redis-client.js';
import { scanKeys, unlinkKeys } from '../redis/redis-keys.js';
import { snowflake } from '../stats/leaderboard-store.js';

/** A key prefix as a SCAN pattern matches it: literally. */
const literally = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/**
 * Erases everything kept about one server: every key that carries the server's id as its Cluster
 * hash tag (`{guildId}`): its settings, word packs, campaigns, game history, boards and logs, all
 * written that way so that a server's data shares a slot. Returns how many keys went.
 */
export async function eraseServerData(redis: RedisClient, prefix: string, guildId: string): Promise<number> {
  const pattern = `${literally(prefix)}*{${snowflake(guildId)}}*`;
  let erased = 0;
  for await (const keys of scanKeys(redis, pattern)) erased += await unlinkKeys(redis, keys);
  return erased;
}
