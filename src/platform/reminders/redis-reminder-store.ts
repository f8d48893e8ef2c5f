import type { RedisClient } from '../redis/redis-client.js';
import type { DueReminder, ReminderNotice, ReminderStore } from './reminder-store.js';

// KEYS[1] = the schedule, KEYS[2] = whom each game waits on; ARGV[1] = now, ARGV[2] = the most to claim.
// Claimed reminders leave the schedule in the same script: no two sweepers get the same one.
const CLAIM_LUA = `
local due = redis.call('ZRANGE', KEYS[1], '-inf', ARGV[1], 'BYSCORE', 'LIMIT', 0, tonumber(ARGV[2]))
local claimed = {}
for _, gameId in ipairs(due) do
  redis.call('ZREM', KEYS[1], gameId)
  local waitKey = redis.call('HGET', KEYS[2], gameId)
  redis.call('HDEL', KEYS[2], gameId)
  table.insert(claimed, gameId)
  table.insert(claimed, waitKey or '')
end
return claimed`;

// KEYS[1] = the notices; ARGV[1] = the game: read and forget in one step.
const TAKE_LUA = `
local notice = redis.call('HGET', KEYS[1], ARGV[1])
if notice then redis.call('HDEL', KEYS[1], ARGV[1]) end
return notice`;

interface ReminderScripts {
  rendezvousClaimReminders(schedule: string, waits: string, now: number, limit: number): Promise<string[]>;
  rendezvousTakeNotice(notices: string, gameId: string): Promise<string | null>;
}

/**
 * Keys (process-wide, like the games' expiry schedule; none has a TTL, each entry is removed
 * when claimed, cancelled or taken):
 * - `reminders:{reminders}` sorted set: member = game id, score = when the reminder is due.
 * - `reminder-waits:{reminders}` hash: game id → whom the game waited on when scheduled.
 * - `reminder-notices:{reminders}` hash: game id → `<channelId>:<messageId>` of the reminder it posted.
 * - `reminder-muted:{reminders}` set: games whose players turned their reminders off (until the game ends).
 *
 * All four share the `{reminders}` hash tag, so on Redis Cluster they sit in one slot: a claim
 * takes a reminder from the schedule and its wait in one script, and a schedule, cancel, mute or
 * forget changes a game's entries in one transaction, which neither could across slots. The price
 * is one slot (one master) for every reminder; per-game keys would spread them, but then no script
 * could claim due reminders atomically. A move writes here once, after its answer, never on the
 * press path.
 */
export class RedisReminderStore implements ReminderStore {
  private readonly redis: RedisClient & ReminderScripts;

  constructor(
    redis: RedisClient,
    private readonly options: { prefix: string },
  ) {
    redis.defineCommand('rendezvousClaimReminders', { numberOfKeys: 2, lua: CLAIM_LUA });
    redis.defineCommand('rendezvousTakeNotice', { numberOfKeys: 1, lua: TAKE_LUA });
    this.redis = redis as RedisClient & ReminderScripts;
  }

  private key(name: 'reminders' | 'reminder-waits' | 'reminder-notices' | 'reminder-muted'): string {
    return `${this.options.prefix}${name}:{reminders}`;
  }

  async schedule(gameId: string, dueAt: number, waitKey: string): Promise<void> {
    await this.redis
      .multi()
      .zadd(this.key('reminders'), dueAt, gameId)
      .hset(this.key('reminder-waits'), gameId, waitKey)
      .exec();
  }

  async cancel(gameId: string): Promise<void> {
    await this.redis
      .multi()
      .zrem(this.key('reminders'), gameId)
      .hdel(this.key('reminder-waits'), gameId)
      .exec();
  }

  async claimDue(now: number, limit: number): Promise<DueReminder[]> {
    const flat = await this.redis.rendezvousClaimReminders(
      this.key('reminders'),
      this.key('reminder-waits'),
      now,
      limit,
    );
    const claimed: DueReminder[] = [];
    for (let at = 0; at + 1 < flat.length; at += 2)
      claimed.push({ gameId: String(flat[at]), waitKey: String(flat[at + 1]) });
    return claimed;
  }

  async rememberNotice(gameId: string, notice: ReminderNotice): Promise<void> {
    await this.redis.hset(this.key('reminder-notices'), gameId, `${notice.channelId}:${notice.messageId}`);
  }

  async takeNotice(gameId: string): Promise<ReminderNotice | null> {
    const stored = await this.redis.rendezvousTakeNotice(this.key('reminder-notices'), gameId);
    const [channelId, messageId] = stored?.split(':') ?? [];
    return channelId && messageId ? { channelId, messageId } : null;
  }

  async mute(gameId: string): Promise<void> {
    await this.redis
      .multi()
      .sadd(this.key('reminder-muted'), gameId)
      .zrem(this.key('reminders'), gameId)
      .hdel(this.key('reminder-waits'), gameId)
      .exec();
  }

  async isMuted(gameId: string): Promise<boolean> {
    return (await this.redis.sismember(this.key('reminder-muted'), gameId)) === 1;
  }

  async forget(gameId: string): Promise<void> {
    await this.redis
      .multi()
      .srem(this.key('reminder-muted'), gameId)
      .zrem(this.key('reminders'), gameId)
      .hdel(this.key('reminder-waits'), gameId)
      .exec();
  }
}
