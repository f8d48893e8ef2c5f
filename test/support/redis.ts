import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createRedisClient } from '../../src/platform/store/open-store.js';
import { RedisDocumentStore } from '../../src/platform/store/redis-document-store.js';
import { RedisGameStore } from '../../src/platform/store/redis-store.js';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own for each test file, so parallel runs never collide. */
export function testPrefix(): string {
  return `rdv-test:${randomUUID()}:`;
}

export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}

export async function openTestRedisStore(url = TEST_REDIS_URL, prefix = testPrefix()) {
  const redis = createRedisClient(url);
  await redis.connect();
  const store = new RedisGameStore(redis, { prefix });
  return {
    redis,
    store,
    documents: new RedisDocumentStore(redis, { prefix }),
    prefix,
    /** Commands this client sent to Redis while `work` ran (each one a round trip of its own). */
    async countCommands(work: () => Promise<unknown>): Promise<number> {
      const send = redis.sendCommand;
      let count = 0;
      redis.sendCommand = function (this: typeof redis, ...args: Parameters<typeof send>) {
        count += 1;
        return send.apply(this, args);
      } as typeof send;
      try {
        await work();
      } finally {
        redis.sendCommand = send;
      }
      return count;
    },
    async cleanup() {
      await deleteKeys(redis, prefix).catch(() => undefined);
      redis.disconnect();
    },
  };
}
