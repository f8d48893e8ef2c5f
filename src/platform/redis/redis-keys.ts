import { Cluster, type Redis } from 'ioredis';
import type { RedisClient } from './redis-client.js';

const SCAN_COUNT = 500;

/**
 * What Redis Cluster hashes to place a key: the first non-empty `{…}` of the key, else the whole
 * key. Keys with the same tag share a slot, so one script or transaction may touch them together.
 */
export function hashTagOf(key: string): string {
  const open = key.indexOf('{');
  if (open === -1) return key;
  const close = key.indexOf('}', open + 1);
  return close > open + 1 ? key.slice(open + 1, close) : key;
}

/**
 * Every key matching `pattern`, a batch at a time. SCAN walks one server's keys: on a Cluster it
 * runs on every master, each holding its own slots.
 */
export async function* scanKeys(redis: RedisClient, pattern: string): AsyncGenerator<string[]> {
  const servers: Redis[] = redis instanceof Cluster ? redis.nodes('master') : [redis];
  for (const server of servers) {
    let cursor = '0';
    do {
      const [next, keys] = await server.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_COUNT);
      if (keys.length > 0) yield keys;
      cursor = next;
    } while (cursor !== '0');
  }
}

/** Unlinks keys of any slots: one UNLINK per hash tag, as a Cluster refuses one spanning slots. */
export async function unlinkKeys(redis: RedisClient, keys: readonly string[]): Promise<number> {
  const byTag = new Map<string, string[]>();
  for (const key of keys) {
    const tag = hashTagOf(key);
    byTag.set(tag, [...(byTag.get(tag) ?? []), key]);
  }
  const counts = await Promise.all([...byTag.values()].map((group) => redis.unlink(...group)));
  return counts.reduce((sum, count) => sum + count, 0);
}
