import type { Redis } from 'ioredis';
import { snowflake } from '../stats/leaderboard-store.js';

const SCAN_COUNT = 500;

/** A key prefix as a SCAN pattern matches it: literally. */
const literally = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/**
 * Erases everything kept about one server: every key that carries the server's id as its Cluster
 * hash tag (`{guildId}`): its settings, word packs, campaigns, game history, boards and logs, all
 * written that way so that a server's data shares a slot. Returns how many keys went.
 */
export async function eraseServerData(redis: Redis, prefix: string, guildId: string): Promise<number> {
  const pattern = `${literally(prefix)}*{${snowflake(guildId)}}*`;
  let erased = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_COUNT);
    if (keys.length > 0) erased += await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
  return erased;
}
