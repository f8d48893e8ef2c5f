import type { Logger } from '../log.js';
import type { RedisObserver } from '../metrics/redis-metrics.js';
import type { RedisTarget } from '../redis/redis-target.js';
import { type OpenedBeside, openBesideGames } from '../store/open-beside.js';
import { MemoryReminderStore } from './memory-reminder-store.js';
import { RedisReminderStore } from './redis-reminder-store.js';
import type { ReminderStore } from './reminder-store.js';

export function openReminders(
  options: { redis: RedisTarget | undefined; prefix: string; observe?: RedisObserver },
  log: Logger,
): Promise<OpenedBeside<ReminderStore>> {
  return openBesideGames<ReminderStore>(
    { redis: options.redis, name: 'reminders', observe: options.observe },
    log,
    {
      memory: () => new MemoryReminderStore(),
      redis: (client) => new RedisReminderStore(client, { prefix: options.prefix }),
    },
  );
}
