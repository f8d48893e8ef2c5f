import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RedisGameStore, type RedisGameStoreOptions } from '../../../src/platform/store/redis-store.js';
import { deleteKeys, TEST_REDIS_URL, testPrefix } from '../../support/redis.js';
import { gameStoreContract } from './game-store.contract.js';

interface RedisStoreUnderTest {
  store: RedisGameStore;
  redis: Redis;
  prefix: string;
  cleanup: () => Promise<void>;
}

async function makeRedisStore(options: Partial<RedisGameStoreOptions> = {}): Promise<RedisStoreUnderTest> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const prefix = testPrefix();
  const store = new RedisGameStore(redis, { ...options, prefix });
  const cleanup = async (): Promise<void> => {
    await deleteKeys(redis, prefix);
    await redis.quit();
  };
  return { store, redis, prefix, cleanup };
}

function newGameInput(idleSeconds = 60) {
  return { gameId: randomUUID(), game: 'duet', channelId: `channel-${randomUUID()}`, data: {}, idleSeconds };
}

gameStoreContract('RedisGameStore', makeRedisStore);

describe('RedisGameStore keys', () => {
  let subject: RedisStoreUnderTest;

  beforeEach(async () => {
    subject = await makeRedisStore({ finishedRetentionSeconds: 1 });
  });

  afterEach(async () => {
    await subject.store.close();
    await subject.cleanup();
  });

  it('keeps the record under a {gameId} hash tag with a TTL of idle + retention', async () => {
    const input = newGameInput(60);
    await subject.store.create(input);
    const recordKey = `${subject.prefix}game:{${input.gameId}}`;
    expect(await subject.redis.exists(recordKey)).toBe(1);
    const ttl = await subject.redis.ttl(recordKey);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(61);
  });

  it('lets a finished record expire after the retention', async () => {
    const input = newGameInput(60);
    await subject.store.create(input);
    await subject.store.compareAndSet({
      gameId: input.gameId,
      expectedVersion: 1,
      data: {},
      idleSeconds: 60,
      finished: true,
    });
    const pttl = await subject.redis.pttl(`${subject.prefix}game:{${input.gameId}}`);
    expect(pttl).toBeGreaterThan(0);
    expect(pttl).toBeLessThanOrEqual(1000);

    await sleep(1100);
    expect(await subject.store.get(input.gameId)).toBeNull();
  });

  it('takes over a channel whose index points to a game that no longer exists', async () => {
    const input = newGameInput();
    await subject.redis.set(`${subject.prefix}channel:${input.channelId}`, randomUUID());
    expect(await subject.store.gameIdInChannel(input.channelId)).toBeNull();

    const result = await subject.store.create(input);
    expect(result.ok).toBe(true);
    expect(await subject.store.gameIdInChannel(input.channelId)).toBe(input.gameId);
  });

  it('does not quit the client it was given', async () => {
    await subject.store.close();
    expect(await subject.redis.ping()).toBe('PONG');
  });
});
