import { afterAll, beforeAll } from 'vitest';
import { MemoryReminderStore } from '../../../src/platform/reminders/memory-reminder-store.js';
import { RedisReminderStore } from '../../../src/platform/reminders/redis-reminder-store.js';
import { openTestRedisStore } from '../../support/redis.js';
import { reminderStoreContract } from './reminder-store.contract.js';

let redis: Awaited<ReturnType<typeof openTestRedisStore>>;

beforeAll(async () => {
  redis = await openTestRedisStore();
});

afterAll(async () => {
  await redis?.cleanup();
});

reminderStoreContract('in memory', () => new MemoryReminderStore());
reminderStoreContract(
  'in Redis',
  () => new RedisReminderStore(redis.redis, { prefix: `${redis.prefix}${Math.random()}:` }),
);
