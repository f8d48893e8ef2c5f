import type { Logger } from '../log.js';
import type { RedisClient } from '../redis/redis-client.js';
import {
  CLAIM_LEASE_MS,
  type CompareAndSetInput,
  type CompareAndSetResult,
  type CreateGameInput,
  type CreateResult,
  type GameStore,
  type StoredGame,
  UNPUBLISHED_GRACE_MS,
  type UnpublishedGame,
} from './game-store.js';
import { isStoreUnavailable } from './store-errors.js';
import { settleIfTimedOut } from './unknown-write.js';

export interface RedisGameStoreOptions {
  /** Prepended to every key, e.g. 'rdv:'. */
  prefix: string;
  /** How long a finished game stays readable (rematch, late presses). Default one day. */
  finishedRetentionSeconds?: number;
  /** Where a write that timed out is reported once settled. */
  log?: Pick<Logger, 'warn'>;
}

const DEFAULT_FINISHED_RETENTION_SECONDS = 86_400;
const CHANNEL_CLAIM_ATTEMPTS = 5;

/** Hash fields of a game record, in the order every script returns them. */
const RECORD_FIELDS = ['version', 'gameId', 'game', 'channelId', 'data', 'finished'] as const;
/** A successful write answers without the data: the writer has it already. */
type WrittenReply = [
  version: string,
  gameId: string,
  game: string,
  channelId: string,
  finished: string,
  reschedule: string,
];
type RecordReply = [
  version: string,
  gameId: string,
  game: string,
  channelId: string,
  data: string,
  finished: string,
];

// Every script touches exactly one key, so the store also works on Redis Cluster (each script
// runs on the master of its one key's slot).
const CREATE_RECORD_LUA = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', 1, 'gameId', ARGV[1], 'game', ARGV[2], 'channelId', ARGV[3],
  'data', ARGV[4], 'finished', 0, 'deadline', ARGV[6], 'scheduled', 1)
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1`;

// A finished game stays finished: a late write cannot put it back in its channel or the schedule.
// A move only moves the record's own deadline: the schedule (another key) keeps an earlier one,
// and the sweeper reschedules a game it finds still active. The reply's last field asks the
// writer to schedule the game again: a sweep had taken it out of the schedule, or its deadline
// came earlier (a timed turn began), which the schedule must not miss.
export const COMPARE_AND_SET_LUA = `
local current = redis.call('HMGET', KEYS[1], 'version', 'gameId', 'game', 'channelId', 'finished', 'scheduled', 'deadline')
if not current[1] then return {'missing'} end
if tonumber(current[1]) ~= tonumber(ARGV[1]) then
  local data = redis.call('HGET', KEYS[1], 'data')
  return {'stale', current[1], current[2], current[3], current[4], data, current[5]}
end
local finished = '0'
if current[5] == '1' or ARGV[3] == '1' then finished = '1' end
local version = redis.call('HINCRBY', KEYS[1], 'version', 1)
local reschedule = '0'
if finished == '1' then
  redis.call('HSET', KEYS[1], 'data', ARGV[2], 'finished', finished, 'scheduled', 0, 'writtenAt', ARGV[7])
  redis.call('EXPIRE', KEYS[1], ARGV[5])
else
  if current[6] ~= '1' or tonumber(ARGV[6]) < tonumber(current[7] or ARGV[6]) then reschedule = '1' end
  redis.call('HSET', KEYS[1], 'data', ARGV[2], 'finished', finished, 'deadline', ARGV[6], 'scheduled', 1,
    'writtenAt', ARGV[7])
  redis.call('EXPIRE', KEYS[1], ARGV[4])
end
return {'ok', tostring(version), current[2], current[3], current[4], finished, reschedule}`;

// A game taken from the schedule: still idle (0, handed to the caller), active since (its real
// deadline, to schedule again), or finished or gone (-1).
export const CLAIM_IF_IDLE_LUA = `
local fields = redis.call('HMGET', KEYS[1], 'finished', 'deadline')
if not fields[1] or fields[1] == '1' then return -1 end
local deadline = tonumber(fields[2] or '0')
if deadline > tonumber(ARGV[1]) then return deadline end
redis.call('HSET', KEYS[1], 'scheduled', 0)
return 0`;

const SWAP_IF_EQUALS_LUA = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2])
  return 1
end
return 0`;

const DELETE_IF_EQUALS_LUA = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

// Moving each due id to the end of its lease inside the script is the claim: concurrent sweepers
// never receive the same id, and an id whose claimer died before acting comes back when the lease ends.
export const CLAIM_EXPIRED_LUA = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, ARGV[2])
for _, id in ipairs(ids) do redis.call('ZADD', KEYS[1], 'XX', ARGV[3], id) end
return ids`;

// A table acknowledged to show a version: the newest acknowledged stays (acknowledgements race).
export const ACKNOWLEDGE_PUBLISHED_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if tonumber(ARGV[1]) > tonumber(redis.call('HGET', KEYS[1], 'published') or '0') then
  redis.call('HSET', KEYS[1], 'published', ARGV[1])
end
return 1`;

// A running game (or, with ARGV[4] = '1', a finished one) written before ARGV[2] and never
// acknowledged at that version, not claimed by another until after ARGV[1]: claimed until
// ARGV[3], its version returned; 0 when not now, -1 when shown (or gone) for good. A record
// written before this field existed carries no 'writtenAt' and counts as shown.
export const CLAIM_UNPUBLISHED_LUA = `
local f = redis.call('HMGET', KEYS[1], 'version', 'published', 'writtenAt', 'finished', 'republishing')
if not f[1] or not f[3] then return -1 end
if f[4] == '1' and ARGV[4] ~= '1' then return 0 end
if tonumber(f[2] or '0') >= tonumber(f[1]) then return -1 end
if tonumber(f[3]) > tonumber(ARGV[2]) then return 0 end
if tonumber(f[5] or '0') > tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'republishing', ARGV[3])
return tonumber(f[1])`;

interface StoreScripts {
  rendezvousCreateRecord(
    recordKey: string,
    gameId: string,
    game: string,
    channelId: string,
    dataJson: string,
    ttlSeconds: number,
    deadline: number,
  ): Promise<number>;
  rendezvousCompareAndSet(
    recordKey: string,
    expectedVersion: number,
    dataJson: string,
    finished: '0' | '1',
    runningTtlSeconds: number,
    finishedTtlSeconds: number,
    deadline: number,
    writtenAt: number,
  ): Promise<['missing'] | ['stale', ...RecordReply] | ['ok', ...WrittenReply]>;
  rendezvousAcknowledgePublished(recordKey: string, version: number): Promise<number>;
  rendezvousClaimUnpublished(
    recordKey: string,
    now: number,
    writtenBefore: number,
    leaseEnd: number,
    finishedToo?: '1',
  ): Promise<number>;
  rendezvousClaimIfIdle(recordKey: string, now: number): Promise<number>;
  rendezvousSwapIfEquals(key: string, expected: string, replacement: string): Promise<number>;
  rendezvousDeleteIfEquals(key: string, expected: string): Promise<number>;
  rendezvousClaimExpired(
    scheduleKey: string,
    now: number,
    limit: number,
    leaseEnd: number,
  ): Promise<string[]>;
}

/**
 * Keys (`{gameId}` is a Cluster hash tag; no command or script spans two keys):
 * - `game:{id}`      hash: version, gameId, game, channelId, data (JSON), finished ('0' | '1'),
 *                    deadline (idle deadline in ms), scheduled ('1' while in `expiries`),
 *                    writtenAt (ms of the last write), published (the newest version a table was
 *                    acknowledged to show), republishing (ms until which a sweep's claim holds);
 *                    TTL idle + retention while running, retention once finished.
 * - `channel:<id>`   → id of the game holding the channel (no TTL; deleted when the game finishes).
 * - `expiries`       sorted set, score = a deadline no later than the game's own, member = game id.
 *
 * A move is one script on its game's key: the schedule is written only when a game starts, ends,
 * or comes back after a sweep. A sweeper should still re-read the game (and compareAndSet on its
 * version) before expiring it.
 *
 * On Redis Cluster, games spread over the slots by id and channels by channel id; `expiries` is
 * one key (one slot), and no script touches it together with a game: a claim takes ids from it in
 * one script, then checks each game in a script on the game's own key. That split loses nothing:
 * the schedule only ever holds a deadline no later than the game's own, and the record decides.
 */
export class RedisGameStore implements GameStore {
  private readonly redis: RedisClient & StoreScripts;
  private readonly prefix: string;
  private readonly finishedRetentionSeconds: number;
  private readonly log: Pick<Logger, 'warn'> | undefined;
  /** Where the next walk for unpublished games starts in the schedule. */
  private unpublishedCursor = 0;

  constructor(redis: RedisClient, options: RedisGameStoreOptions) {
    redis.defineCommand('rendezvousCreateRecord', { numberOfKeys: 1, lua: CREATE_RECORD_LUA });
    redis.defineCommand('rendezvousCompareAndSet', { numberOfKeys: 1, lua: COMPARE_AND_SET_LUA });
    redis.defineCommand('rendezvousSwapIfEquals', { numberOfKeys: 1, lua: SWAP_IF_EQUALS_LUA });
    redis.defineCommand('rendezvousDeleteIfEquals', { numberOfKeys: 1, lua: DELETE_IF_EQUALS_LUA });
    redis.defineCommand('rendezvousClaimExpired', { numberOfKeys: 1, lua: CLAIM_EXPIRED_LUA });
    redis.defineCommand('rendezvousClaimIfIdle', { numberOfKeys: 1, lua: CLAIM_IF_IDLE_LUA });
    redis.defineCommand('rendezvousAcknowledgePublished', {
      numberOfKeys: 1,
      lua: ACKNOWLEDGE_PUBLISHED_LUA,
    });
    redis.defineCommand('rendezvousClaimUnpublished', { numberOfKeys: 1, lua: CLAIM_UNPUBLISHED_LUA });
    this.redis = redis as RedisClient & StoreScripts;
    this.prefix = options.prefix;
    this.finishedRetentionSeconds = options.finishedRetentionSeconds ?? DEFAULT_FINISHED_RETENTION_SECONDS;
    this.log = options.log;
  }

  /**
   * Order: write the record, claim the channel, schedule the expiry.
   * - The record comes first so that a channel index pointing to a missing record always means a dead
   *   game (never a create still in progress), which lets the next create take the channel over.
   * - A crash after the record leaves an orphan no channel points to; its own TTL removes it.
   * - A crash after the claim leaves an unscheduled game; once its record's TTL lapses the index is
   *   stale and the next create treats the channel as free.
   */
  async create(input: CreateGameInput): Promise<CreateResult> {
    const recordKey = this.recordKey(input.gameId);
    const dataJson = toJson(input.data);
    const created = await this.redis.rendezvousCreateRecord(
      recordKey,
      input.gameId,
      input.game,
      input.channelId,
      dataJson,
      this.runningTtlSeconds(input.idleSeconds),
      deadline(input.idleSeconds),
    );
    if (created !== 1) throw new Error(`Game ${input.gameId} already exists`);

    const existingGameId = await this.claimChannel(input.channelId, input.gameId);
    if (existingGameId !== null) {
      await this.redis.unlink(recordKey);
      return { ok: false, reason: 'channel-busy', existingGameId };
    }
    await this.redis.zadd(this.expiriesKey(), deadline(input.idleSeconds), input.gameId);
    const game: StoredGame = {
      gameId: input.gameId,
      game: input.game,
      channelId: input.channelId,
      version: 1,
      data: JSON.parse(dataJson),
    };
    return { ok: true, game };
  }

  async get(gameId: string): Promise<StoredGame | null> {
    const fields = await this.redis.hmget(this.recordKey(gameId), ...RECORD_FIELDS);
    if (fields.some((field) => field === null)) return null;
    return toStoredGame(fields as RecordReply);
  }

  async versionOf(gameId: string): Promise<number | null> {
    const version = await this.redis.hget(this.recordKey(gameId), 'version');
    return version === null ? null : Number(version);
  }

  async compareAndSet(input: CompareAndSetInput): Promise<CompareAndSetResult> {
    try {
      return await this.compareAndSetOnce(input);
    } catch (error) {
      const settled = await settleIfTimedOut(
        error,
        {
          what: `game ${input.gameId}`,
          read: () => this.get(input.gameId),
          expectedVersion: input.expectedVersion,
          data: input.data,
        },
        this.log,
      );
      if (settled.kind === 'missing') return { ok: false, reason: 'missing' };
      if (settled.kind === 'not-written') return { ok: false, reason: 'stale', current: settled.current };
      // Whether the script asked for a new schedule entry is lost with its reply: ZADD LT never delays one.
      await this.scheduleAfterWrite(input, settled.stored.channelId, input.finished === true, true);
      return { ok: true, game: settled.stored };
    }
  }

  private async compareAndSetOnce(input: CompareAndSetInput): Promise<CompareAndSetResult> {
    const dataJson = toJson(input.data);
    const reply = await this.redis.rendezvousCompareAndSet(
      this.recordKey(input.gameId),
      input.expectedVersion,
      dataJson,
      input.finished ? '1' : '0',
      this.runningTtlSeconds(input.idleSeconds),
      this.finishedRetentionSeconds,
      deadline(input.idleSeconds),
      Date.now(),
    );
    if (reply[0] === 'missing') return { ok: false, reason: 'missing' };
    if (reply[0] === 'stale')
      return { ok: false, reason: 'stale', current: toStoredGame(reply.slice(1) as RecordReply) };
    const [, version, gameId, game, channelId, finished, reschedule] = reply;
    const written: StoredGame = {
      gameId,
      game,
      channelId,
      version: Number(version),
      data: JSON.parse(dataJson),
    };
    await this.scheduleAfterWrite(input, channelId, finished === '1', reschedule === '1');
    return { ok: true, game: written };
  }

  /**
   * The schedule and the channel index after a write: a finished game leaves both, a running one
   * moves its schedule entry earlier when it asked to. The write is done by now, so a store too
   * slow for these two commands does not make it "not written": the schedule only ever holds a
   * deadline no later than the game's own, and both are checked against the record when read.
   */
  private async scheduleAfterWrite(
    input: CompareAndSetInput,
    channelId: string,
    finished: boolean,
    reschedule: boolean,
  ): Promise<void> {
    try {
      if (finished) {
        await this.redis.zrem(this.expiriesKey(), input.gameId);
        await this.redis.rendezvousDeleteIfEquals(this.channelKey(channelId), input.gameId);
        // Its last board is still to be shown: watched apart, as it has left the schedule.
        await this.redis.zadd(this.finishedUnshownKey(), Date.now(), input.gameId);
      } else if (reschedule) {
        // LT: a schedule entry already earlier than this deadline stays as it is. Sent, not waited
        // for: a timed turn moves its deadline with most moves, and the press's answer need not
        // wait a second round trip. The connection keeps it ahead of whatever this process sends
        // next; lost with the process, the sweep still finds the game at its older schedule entry.
        void this.redis
          .zadd(this.expiriesKey(), 'LT', deadline(input.idleSeconds), input.gameId)
          .catch((error: unknown) =>
            this.log?.warn(
              { gameId: input.gameId, err: String(error) },
              'game written, its schedule left to the sweeper',
            ),
          );
      }
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      this.log?.warn(
        { gameId: input.gameId, err: String(error) },
        'game written, its schedule left to the sweeper',
      );
    }
  }

  async gameIdInChannel(channelId: string): Promise<string | null> {
    const gameId = await this.redis.get(this.channelKey(channelId));
    if (gameId === null) return null;
    return (await this.isRunning(gameId)) ? gameId : null;
  }

  /**
   * The schedule holds a deadline no later than each game's own (moves do not touch it): a game
   * taken from it is checked against its record, and put back at its real deadline if it moved.
   */
  async claimExpired(now: number, limit: number): Promise<string[]> {
    if (limit <= 0) return [];
    const candidates = await this.redis.rendezvousClaimExpired(
      this.expiriesKey(),
      now,
      Math.floor(limit),
      now + CLAIM_LEASE_MS,
    );
    const checks = await Promise.all(
      candidates.map((gameId) => this.redis.rendezvousClaimIfIdle(this.recordKey(gameId), now)),
    );
    const idle: string[] = [];
    const reschedule: (string | number)[] = [];
    const gone: string[] = [];
    candidates.forEach((gameId, index) => {
      const check = Number(checks[index]);
      if (check === 0) idle.push(gameId);
      else if (check > 0) reschedule.push(check, gameId);
      else gone.push(gameId);
    });
    if (reschedule.length > 0) await this.redis.zadd(this.expiriesKey(), ...reschedule);
    if (gone.length > 0) await this.redis.zrem(this.expiriesKey(), ...gone);
    return idle;
  }

  async acknowledgePublished(shown: readonly UnpublishedGame[]): Promise<void> {
    await Promise.all(
      shown.map(({ gameId, version }) =>
        this.redis.rendezvousAcknowledgePublished(this.recordKey(gameId), version),
      ),
    );
  }

  /**
   * The running games are the schedule's members: a page of them is checked per call, each by a
   * script on its own key (a write marks its record, so no key is shared across slots and a move
   * stays one script). The walk starts over once it reaches the end.
   */
  async claimUnpublished(now: number, limit: number): Promise<UnpublishedGame[]> {
    if (limit <= 0) return [];
    const page = await this.redis.zrange(
      this.expiriesKey(),
      this.unpublishedCursor,
      this.unpublishedCursor + Math.floor(limit) - 1,
    );
    this.unpublishedCursor = page.length < limit ? 0 : this.unpublishedCursor + page.length;
    const running = await this.claimUnshownOf(page, now, false);
    return [...running.claimed, ...(await this.claimFinishedUnshown(now, limit))];
  }

  /** Finished games whose last board no process was seen to show: leave the list once shown. */
  private async claimFinishedUnshown(now: number, limit: number): Promise<UnpublishedGame[]> {
    const page = await this.redis.zrangebyscore(
      this.finishedUnshownKey(),
      '-inf',
      now - UNPUBLISHED_GRACE_MS,
      'LIMIT',
      0,
      Math.floor(limit),
    );
    const { claimed, settled } = await this.claimUnshownOf(page, now, true);
    if (settled.length > 0) await this.redis.zrem(this.finishedUnshownKey(), ...settled);
    return claimed;
  }

  /** Each game of `page` claimed when its newest write is unshown; `settled`: shown (or gone) for good. */
  private async claimUnshownOf(page: readonly string[], now: number, finished: boolean) {
    const versions = await Promise.all(
      page.map((gameId) =>
        this.redis.rendezvousClaimUnpublished(
          this.recordKey(gameId),
          now,
          now - UNPUBLISHED_GRACE_MS,
          now + CLAIM_LEASE_MS,
          ...(finished ? (['1'] as const) : []),
        ),
      ),
    );
    const claimed: UnpublishedGame[] = [];
    const settled: string[] = [];
    page.forEach((gameId, index) => {
      const version = Number(versions[index]);
      if (version > 0) claimed.push({ gameId, version });
      else if (version < 0) settled.push(gameId);
    });
    return { claimed, settled };
  }

  /** One ZCARD of the schedule: cheap at any size, so a scrape can ask it every time. */
  countLive(): Promise<number> {
    return this.redis.zcard(this.expiriesKey());
  }

  /** Does not quit the ioredis client: whoever passed it in owns it. */
  async close(): Promise<void> {}

  /** Returns null once the channel is ours, else the id of the running game holding it. */
  private async claimChannel(channelId: string, gameId: string): Promise<string | null> {
    const channelKey = this.channelKey(channelId);
    for (let attempt = 0; attempt < CHANNEL_CLAIM_ATTEMPTS; attempt++) {
      if ((await this.redis.set(channelKey, gameId, 'NX')) === 'OK') return null;
      const holder = await this.redis.get(channelKey);
      if (holder === null) continue;
      if (await this.isRunning(holder)) return holder;
      // The holder is finished or gone (both final states), so taking over cannot evict a live game.
      if ((await this.redis.rendezvousSwapIfEquals(channelKey, holder, gameId)) === 1) return null;
    }
    // Other creates kept winning the channel: report its latest holder as busy.
    const latestHolder = await this.redis.get(channelKey);
    if (latestHolder === null) throw new Error(`Could not claim channel ${channelId}: too much contention`);
    return latestHolder;
  }

  private async isRunning(gameId: string): Promise<boolean> {
    const finished = await this.redis.hget(this.recordKey(gameId), 'finished');
    return finished === '0';
  }

  private runningTtlSeconds(idleSeconds: number): number {
    return Math.ceil(idleSeconds) + this.finishedRetentionSeconds;
  }

  private recordKey(gameId: string): string {
    return `${this.prefix}game:{${gameId}}`;
  }

  private channelKey(channelId: string): string {
    return `${this.prefix}channel:${channelId}`;
  }

  private expiriesKey(): string {
    return `${this.prefix}expiries`;
  }

  private finishedUnshownKey(): string {
    return `${this.prefix}finished-unshown`;
  }
}

function toJson(data: unknown): string {
  return JSON.stringify(data ?? null);
}

function deadline(idleSeconds: number): number {
  return Date.now() + idleSeconds * 1000;
}

function toStoredGame([version, gameId, game, channelId, data]: RecordReply): StoredGame {
  return { gameId, game, channelId, version: Number(version), data: JSON.parse(data) };
}
