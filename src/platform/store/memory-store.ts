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

export interface MemoryGameStoreOptions {
  /** Milliseconds since the epoch; injectable so tests can move time. */
  clock?: () => number;
  /** How long a finished game stays readable. Default one day. */
  finishedRetentionSeconds?: number;
}

const DEFAULT_FINISHED_RETENTION_SECONDS = 86_400;

interface MemoryRecord {
  gameId: string;
  game: string;
  channelId: string;
  version: number;
  /** Stored as JSON so that neither the writer nor readers share objects with the store. */
  dataJson: string;
  finished: boolean;
  expiresAt: number;
  /** When the last compare-and-set wrote it (none for a record only created). */
  writtenAt: number | null;
  /** The newest version a table was acknowledged to show. */
  published: number;
  /** Until when a sweep's claim to republish it holds. */
  republishing: number;
}

/**
 * Single-process GameStore with the same semantics as RedisGameStore (finished is sticky, a claimed
 * expiry leaves the schedule until the next unfinished write). Every method runs synchronously
 * inside its promise, which is what makes compareAndSet and claimExpired atomic here.
 */
export class MemoryGameStore implements GameStore {
  private readonly clock: () => number;
  private readonly finishedRetentionMs: number;
  private readonly records = new Map<string, MemoryRecord>();
  private readonly channels = new Map<string, string>();
  /** gameId → idle deadline in ms. */
  private readonly expiries = new Map<string, number>();
  /** Finished games whose last board no process was seen to show yet. */
  private readonly finishedUnshown = new Set<string>();

  constructor(options: MemoryGameStoreOptions = {}) {
    this.clock = options.clock ?? Date.now;
    this.finishedRetentionMs =
      (options.finishedRetentionSeconds ?? DEFAULT_FINISHED_RETENTION_SECONDS) * 1000;
  }

  async create(input: CreateGameInput): Promise<CreateResult> {
    this.dropLapsedRecords();
    if (this.records.has(input.gameId)) throw new Error(`Game ${input.gameId} already exists`);
    const holder = this.channels.get(input.channelId);
    if (holder !== undefined && this.isRunning(holder)) {
      return { ok: false, reason: 'channel-busy', existingGameId: holder };
    }
    const now = this.clock();
    const record: MemoryRecord = {
      gameId: input.gameId,
      game: input.game,
      channelId: input.channelId,
      version: 1,
      dataJson: toJson(input.data),
      finished: false,
      expiresAt: now + this.runningTtlMs(input.idleSeconds),
      writtenAt: null,
      published: 0,
      republishing: 0,
    };
    this.records.set(input.gameId, record);
    this.channels.set(input.channelId, input.gameId);
    this.expiries.set(input.gameId, now + input.idleSeconds * 1000);
    return { ok: true, game: toStoredGame(record) };
  }

  async get(gameId: string): Promise<StoredGame | null> {
    const record = this.liveRecord(gameId);
    return record ? toStoredGame(record) : null;
  }

  async versionOf(gameId: string): Promise<number | null> {
    return this.liveRecord(gameId)?.version ?? null;
  }

  async compareAndSet(input: CompareAndSetInput): Promise<CompareAndSetResult> {
    const record = this.liveRecord(input.gameId);
    if (!record) return { ok: false, reason: 'missing' };
    if (record.version !== input.expectedVersion) {
      return { ok: false, reason: 'stale', current: toStoredGame(record) };
    }
    const now = this.clock();
    record.version += 1;
    record.dataJson = toJson(input.data);
    record.finished = record.finished || input.finished === true;
    record.writtenAt = now;
    if (record.finished) {
      record.expiresAt = now + this.finishedRetentionMs;
      this.expiries.delete(input.gameId);
      if (this.channels.get(record.channelId) === input.gameId) this.channels.delete(record.channelId);
      this.finishedUnshown.add(input.gameId);
    } else {
      record.expiresAt = now + this.runningTtlMs(input.idleSeconds);
      this.expiries.set(input.gameId, now + input.idleSeconds * 1000);
    }
    return { ok: true, game: toStoredGame(record) };
  }

  async gameIdInChannel(channelId: string): Promise<string | null> {
    const gameId = this.channels.get(channelId);
    return gameId !== undefined && this.isRunning(gameId) ? gameId : null;
  }

  async claimExpired(now: number, limit: number): Promise<string[]> {
    const due = [...this.expiries]
      .filter(([, deadline]) => deadline <= now)
      .sort(([, a], [, b]) => a - b)
      .slice(0, Math.max(0, Math.floor(limit)))
      .map(([gameId]) => gameId);
    for (const gameId of due) this.expiries.set(gameId, now + CLAIM_LEASE_MS);
    return due;
  }

  async acknowledgePublished(shown: readonly UnpublishedGame[]): Promise<void> {
    for (const { gameId, version } of shown) {
      const record = this.liveRecord(gameId);
      if (record) record.published = Math.max(record.published, version);
    }
  }

  async claimUnpublished(now: number, limit: number): Promise<UnpublishedGame[]> {
    const claimed: UnpublishedGame[] = [];
    // Running games, then finished ones whose last board is still to be shown.
    for (const gameId of [...this.expiries.keys(), ...this.finishedUnshown]) {
      if (claimed.length >= limit) break;
      const record = this.liveRecord(gameId);
      if (!record || record.writtenAt === null || record.published >= record.version) {
        this.finishedUnshown.delete(gameId);
        continue;
      }
      if (record.writtenAt > now - UNPUBLISHED_GRACE_MS) continue;
      if (record.republishing > now) continue;
      record.republishing = now + CLAIM_LEASE_MS;
      claimed.push({ gameId, version: record.version });
    }
    return claimed;
  }

  async countLive(): Promise<number> {
    return this.expiries.size;
  }

  async close(): Promise<void> {
    this.records.clear();
    this.channels.clear();
    this.expiries.clear();
    this.finishedUnshown.clear();
  }

  private isRunning(gameId: string): boolean {
    const record = this.liveRecord(gameId);
    return record !== undefined && !record.finished;
  }

  /** The record unless its TTL has lapsed (then it is forgotten, as Redis would). */
  private liveRecord(gameId: string): MemoryRecord | undefined {
    const record = this.records.get(gameId);
    if (record && record.expiresAt <= this.clock()) {
      this.records.delete(gameId);
      return undefined;
    }
    return record;
  }

  /** Records nobody reads again would otherwise stay forever. */
  private dropLapsedRecords(): void {
    const now = this.clock();
    for (const [gameId, record] of this.records) {
      if (record.expiresAt <= now) this.records.delete(gameId);
    }
  }

  private runningTtlMs(idleSeconds: number): number {
    return Math.ceil(idleSeconds) * 1000 + this.finishedRetentionMs;
  }
}

function toJson(data: unknown): string {
  return JSON.stringify(data ?? null);
}

function toStoredGame(record: MemoryRecord): StoredGame {
  return {
    gameId: record.gameId,
    game: record.game,
    channelId: record.channelId,
    version: record.version,
    data: JSON.parse(record.dataJson),
  };
}
