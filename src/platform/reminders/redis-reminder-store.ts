import { createHash } from 'node:crypto';
import type { RedisClient } from '../redis/redis-client.js';
import {
  type DueReminder,
  type NextReminder,
  REMINDER_LEASE_MS,
  type ReminderNotice,
  type ReminderStore,
} from './reminder-store.js';

// KEYS[1] = the schedule, KEYS[2] = whom each game waits on; ARGV[1] = now, ARGV[2] = the most to
// claim, ARGV[3] = the end of the claim's lease. Moving each due reminder to the end of its lease
// is the claim: no two sweepers get the same one, and one whose claimer died comes back after it.
export const CLAIM_REMINDERS_LUA = `
local due = redis.call('ZRANGE', KEYS[1], '-inf', ARGV[1], 'BYSCORE', 'LIMIT', 0, tonumber(ARGV[2]))
local claimed = {}
for _, gameId in ipairs(due) do
  redis.call('ZADD', KEYS[1], 'XX', ARGV[3], gameId)
  local waitKey = redis.call('HGET', KEYS[2], gameId)
  table.insert(claimed, gameId)
  table.insert(claimed, waitKey or '')
end
return claimed`;

// KEYS[1] = the schedule, KEYS[2] = the waits; ARGV[1] = the game, ARGV[2] = its claim's lease end.
// Only the claimed reminder goes: one a new wait scheduled meanwhile stays.
export const SETTLE_REMINDER_LUA = `
if tonumber(redis.call('ZSCORE', KEYS[1], ARGV[1])) ~= tonumber(ARGV[2]) then return 0 end
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
return 1`;

// KEYS[1] = the notices; ARGV[1] = the game: read and forget in one step.
const TAKE_LUA = `
local notice = redis.call('HGET', KEYS[1], ARGV[1])
if notice then redis.call('HDEL', KEYS[1], ARGV[1]) end
return notice`;

// KEYS[1] = the schedule, KEYS[2] = the waits, KEYS[3] = the notices, KEYS[4] = the muted games;
// ARGV[1] = the game, ARGV[2] = 'remind', 'none' or 'ended', ARGV[3] = when, ARGV[4] = whom it waits on.
export const REWAIT_LUA = `
local notice = redis.call('HGET', KEYS[3], ARGV[1])
if notice then redis.call('HDEL', KEYS[3], ARGV[1]) end
if ARGV[2] == 'ended' then redis.call('SREM', KEYS[4], ARGV[1]) end
if ARGV[2] == 'remind' and redis.call('SISMEMBER', KEYS[4], ARGV[1]) == 0 then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
else
  redis.call('ZREM', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
end
return notice`;

interface ReminderScripts {
  rendezvousClaimReminders(
    schedule: string,
    waits: string,
    now: number,
    limit: number,
    leaseEnd: number,
  ): Promise<string[]>;
  rendezvousSettleReminder(
    schedule: string,
    waits: string,
    gameId: string,
    leaseEnd: number,
  ): Promise<number>;
  rendezvousTakeNotice(notices: string, gameId: string): Promise<string | null>;
  rendezvousRewait(
    schedule: string,
    waits: string,
    notices: string,
    muted: string,
    gameId: string,
    mode: 'remind' | 'none' | 'ended',
    dueAt: number,
    waitKey: string,
  ): Promise<string | null>;
}

function noticeOf(stored: string | null): ReminderNotice | null {
  const [channelId, messageId] = stored?.split(':') ?? [];
  return channelId && messageId ? { channelId, messageId } : null;
}

/**
 * The reminders are spread over this many buckets, each its own Cluster hash tag (a game always
 * in the same one): never change it while reminders are scheduled, or those of the moved games
 * would wait in buckets no longer read.
 */
export const REMINDER_BUCKETS = 16;

type ReminderKey = 'reminders' | 'reminder-waits' | 'reminder-notices' | 'reminder-muted';

/**
 * Keys, per bucket `<b>` (0 … 15, from the game id); none has a TTL, each entry is removed once its
 * claimer settled it, replaced by a wait with no reminder, or taken:
 * - `reminders:{reminders-<b>}` sorted set: member = game id, score = when the reminder is due (or,
 *   once claimed, when the claim's lease ends).
 * - `reminder-waits:{reminders-<b>}` hash: game id → whom the game waited on when scheduled.
 * - `reminder-notices:{reminders-<b>}` hash: game id → `<channelId>:<messageId>` of the reminder it posted.
 * - `reminder-muted:{reminders-<b>}` set: games whose players turned their reminders off (until the game ends).
 *
 * A bucket's four keys share its hash tag, so on Redis Cluster they sit in one slot: a claim takes
 * reminders from a schedule and their waits in one script, and a new wait takes the last notice,
 * checks the mute and replaces the schedule in another (a mute is one transaction), which none
 * could across slots. Per-game keys would spread best, but then no script could claim due
 * reminders atomically; one tag for all would put every turn change of every game on one master.
 * Sixteen buckets spread the writes over sixteen slots; a sweep claims bucket by bucket (sixteen
 * scripts at most, off the press path).
 */
export class RedisReminderStore implements ReminderStore {
  private readonly redis: RedisClient & ReminderScripts;
  /** The bucket a sweep starts from, turning, so that a busy bucket does not starve the others. */
  private nextBucket = 0;

  constructor(
    redis: RedisClient,
    private readonly options: { prefix: string },
  ) {
    redis.defineCommand('rendezvousClaimReminders', { numberOfKeys: 2, lua: CLAIM_REMINDERS_LUA });
    redis.defineCommand('rendezvousSettleReminder', { numberOfKeys: 2, lua: SETTLE_REMINDER_LUA });
    redis.defineCommand('rendezvousTakeNotice', { numberOfKeys: 1, lua: TAKE_LUA });
    redis.defineCommand('rendezvousRewait', { numberOfKeys: 4, lua: REWAIT_LUA });
    this.redis = redis as RedisClient & ReminderScripts;
  }

  private keyIn(bucket: number, name: ReminderKey): string {
    return `${this.options.prefix}${name}:{reminders-${bucket}}`;
  }

  /** The game's keys: those of its bucket. */
  private keys(gameId: string): (name: ReminderKey) => string {
    const bucket = createHash('sha1').update(gameId).digest().readUInt32BE(0) % REMINDER_BUCKETS;
    return (name) => this.keyIn(bucket, name);
  }

  async rewait(gameId: string, next: NextReminder): Promise<ReminderNotice | null> {
    const key = this.keys(gameId);
    const stored = await this.redis.rendezvousRewait(
      key('reminders'),
      key('reminder-waits'),
      key('reminder-notices'),
      key('reminder-muted'),
      gameId,
      typeof next === 'object' ? 'remind' : next,
      typeof next === 'object' ? next.dueAt : 0,
      typeof next === 'object' ? next.waitKey : '',
    );
    return noticeOf(stored);
  }

  async claimDue(now: number, limit: number): Promise<DueReminder[]> {
    const claimed: DueReminder[] = [];
    const first = this.nextBucket;
    this.nextBucket = (first + 1) % REMINDER_BUCKETS;
    for (let turn = 0; turn < REMINDER_BUCKETS && claimed.length < limit; turn++) {
      const bucket = (first + turn) % REMINDER_BUCKETS;
      const flat = await this.redis.rendezvousClaimReminders(
        this.keyIn(bucket, 'reminders'),
        this.keyIn(bucket, 'reminder-waits'),
        now,
        limit - claimed.length,
        now + REMINDER_LEASE_MS,
      );
      for (let at = 0; at + 1 < flat.length; at += 2)
        claimed.push({
          gameId: String(flat[at]),
          waitKey: String(flat[at + 1]),
          claimedUntil: now + REMINDER_LEASE_MS,
        });
    }
    return claimed;
  }

  async settle(due: DueReminder): Promise<void> {
    const key = this.keys(due.gameId);
    await this.redis.rendezvousSettleReminder(
      key('reminders'),
      key('reminder-waits'),
      due.gameId,
      due.claimedUntil,
    );
  }

  async rememberNotice(gameId: string, notice: ReminderNotice): Promise<void> {
    const key = this.keys(gameId);
    await this.redis.hset(key('reminder-notices'), gameId, `${notice.channelId}:${notice.messageId}`);
  }

  async takeNotice(gameId: string): Promise<ReminderNotice | null> {
    const key = this.keys(gameId);
    return noticeOf(await this.redis.rendezvousTakeNotice(key('reminder-notices'), gameId));
  }

  async mute(gameId: string): Promise<void> {
    const key = this.keys(gameId);
    await this.redis
      .multi()
      .sadd(key('reminder-muted'), gameId)
      .zrem(key('reminders'), gameId)
      .hdel(key('reminder-waits'), gameId)
      .exec();
  }
}
