import { randomUUID } from 'node:crypto';
import type { Logger } from '../../src/platform/log.js';
import { createRedisClient, type RedisClient } from '../../src/platform/redis/redis-client.js';
import { scanKeys, unlinkKeys } from '../../src/platform/redis/redis-keys.js';
import type { RedisTarget } from '../../src/platform/redis/redis-target.js';
import { RedisDocumentStore } from '../../src/platform/store/redis-document-store.js';
import { RedisGameStore } from '../../src/platform/store/redis-store.js';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own for each test file, so parallel runs never collide. */
export function testPrefix(): string {
  return `rdv-test:${randomUUID()}:`;
}

/** Every key under the prefix, on every master of a Cluster. */
export async function deleteKeys(redis: RedisClient, prefix: string): Promise<void> {
  for await (const keys of scanKeys(redis, `${prefix}*`)) await unlinkKeys(redis, keys);
}

export const TEST_REDIS: RedisTarget = { kind: 'url', url: TEST_REDIS_URL };

/** The stores on a client of their own for `target` (the machine's Redis by default), under a fresh prefix. */
export async function openTestRedisStore(
  target: RedisTarget = TEST_REDIS,
  prefix = testPrefix(),
  log?: Pick<Logger, 'warn'>,
) {
  const redis = createRedisClient(target);
  await redis.connect();
  const store = new RedisGameStore(redis, { prefix, log });
  return {
    redis,
    store,
    documents: new RedisDocumentStore(redis, { prefix, log }),
    prefix,
    /** Commands this client sent to Redis while `work` ran (each one a round trip of its own). */
    async countCommands(work: () => Promise<unknown>): Promise<number> {
      const client = redis as unknown as { sendCommand: (...args: unknown[]) => unknown };
      const send = client.sendCommand;
      let count = 0;
      client.sendCommand = function (this: unknown, ...args: unknown[]) {
        count += 1;
        return send.apply(this, args);
      };
      try {
        await work();
      } finally {
        client.sendCommand = send;
      }
      return count;
    },
    async cleanup() {
      await deleteKeys(redis, prefix).catch(() => undefined);
      redis.disconnect();
    },
  };
}
