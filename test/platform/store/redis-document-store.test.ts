import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RedisClient } from '../../../src/platform/redis/redis-client.js';
import { createRedisClient } from '../../../src/platform/redis/redis-client.js';
import { RedisDocumentStore } from '../../../src/platform/store/redis-document-store.js';
import { deleteKeys, TEST_REDIS, testPrefix } from '../../support/redis.js';
import { documentStoreContract } from './document-store.contract.js';

interface RedisDocumentStoreUnderTest {
  store: RedisDocumentStore;
  redis: RedisClient;
  prefix: string;
  cleanup: () => Promise<void>;
}

async function makeRedisDocumentStore(): Promise<RedisDocumentStoreUnderTest> {
  const redis = createRedisClient(TEST_REDIS);
  await redis.connect();
  const prefix = testPrefix();
  const store = new RedisDocumentStore(redis, { prefix });
  const cleanup = async (): Promise<void> => {
    await deleteKeys(redis, prefix);
    await redis.quit();
  };
  return { store, redis, prefix, cleanup };
}

documentStoreContract('RedisDocumentStore', makeRedisDocumentStore);

describe('RedisDocumentStore keys', () => {
  let subject: RedisDocumentStoreUnderTest;

  beforeEach(async () => {
    subject = await makeRedisDocumentStore();
  });

  afterEach(async () => {
    await subject.cleanup();
  });

  it('keeps a document and its scope index under the {scope} hash tag, without a TTL', async () => {
    const { store, redis, prefix } = subject;
    await store.create('campaigns', 'guild-1', 'spring', { round: 0 });
    await store.compareAndSet('campaigns', 'guild-1', 'spring', 1, { round: 1 });
    await store.put('campaigns', 'guild-1', 'summer', {});

    const indexKey = `${prefix}doc:campaigns:{guild-1}`;
    const documentKeys = [`${indexKey}:spring`, `${indexKey}:summer`];
    for (const key of [indexKey, ...documentKeys]) {
      expect(await redis.exists(key)).toBe(1);
      expect(await redis.ttl(key)).toBe(-1);
    }
    expect(await redis.hgetall(`${indexKey}:spring`)).toEqual({ version: '2', data: '{"round":1}' });
    expect((await redis.smembers(indexKey)).sort()).toEqual(['spring', 'summer']);
  });

  it('keeps a short-lived value under its own key with its TTL, outside the scope index', async () => {
    const { store, redis, prefix } = subject;
    await store.keep('drafts', 'game-1', 'user-1', { word: 'ocean' }, 900);
    const key = `${prefix}kept:drafts:{game-1}:user-1`;
    expect(await redis.get(key)).toBe('{"word":"ocean"}');
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(900);
    expect(await redis.exists(`${prefix}doc:drafts:{game-1}`)).toBe(0);
  });
});
