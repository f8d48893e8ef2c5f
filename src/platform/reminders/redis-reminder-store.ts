import type { Redis } from 'ioredis';
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
 * - `reminders` sorted set: member = game id, score = when the reminder is due.
 * - `reminder-waits` hash: game id → whom the game waited on when scheduled.
 * - `reminder-notices` hash: game id → `<channelId>:<messageId>` of the reminder it posted.
 * - `reminder-muted` set: games whose players turned their reminders off (until the game ends).
 */
export class RedisReminderStore implements ReminderStore {
  private readonly redis: Redis & ReminderScripts;

  constructor(
    redis: Redis,
    private readonly options: { prefix: string },
  ) {
    redis.defineCommand('rendezvousClaimReminders', { numberOfKeys: 2, lua: CLAIM_LUA });
    redis.defineCommand('rendezvousTakeNotice', { numberOfKeys: 1, lua: TAKE_LUA });
    this.redis = redis as Redis & ReminderScripts;
  }

  private key(name: string): string {
    return `${this.options.prefix}${name}`;
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
