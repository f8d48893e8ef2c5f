/**
 * Where running games live. The platform knows nothing of any game: `data` is the
 * game's own JSON document, validated by the game when read back.
 */
export interface StoredGame {
  gameId: string;
  /** Registry key of the game: the prefix of its custom_ids. */
  game: string;
  channelId: string;
  /** Bumped by every successful write; buttons carry the version they were rendered from. */
  version: number;
  data: unknown;
}

export type CreateResult =
  | { ok: true; game: StoredGame }
  | { ok: false; reason: 'channel-busy'; existingGameId: string };

export type CompareAndSetResult =
  | { ok: true; game: StoredGame }
  | { ok: false; reason: 'stale'; current: StoredGame }
  | { ok: false; reason: 'missing' };

export interface CreateGameInput {
  gameId: string;
  game: string;
  channelId: string;
  data: unknown;
  /** Idle time after which the game expires (refreshed on every write). */
  idleSeconds: number;
}

export interface CompareAndSetInput {
  gameId: string;
  expectedVersion: number;
  data: unknown;
  idleSeconds: number;
  /**
   * The game is over (won, lost, resigned, expired): the channel is freed for a new game,
   * the record stays readable for `finishedRetentionSeconds` (rematch, late presses) and
   * leaves the expiry schedule.
   */
  finished?: boolean;
}

/**
 * How long a claimed game is its claimer's alone. Acting on a batch takes seconds; a second
 * claimer after the lease is harmless, as every action is a compare-and-set on the version.
 */
export const CLAIM_LEASE_MS = 60_000;

/**
 * How long a written state may go unshown before a sweep republishes it: far beyond a press's
 * answer and its acknowledgement, so a sweep never redraws a table another process is drawing.
 */
export const UNPUBLISHED_GRACE_MS = 10_000;

/** A game whose newest state no table was acknowledged to show, claimed for CLAIM_LEASE_MS. */
export interface UnpublishedGame {
  gameId: string;
  /** The stored version when claimed. */
  version: number;
}

export interface GameStore {
  /** Creates a game and claims its channel; refused while another unfinished game holds the channel. */
  create(input: CreateGameInput): Promise<CreateResult>;
  get(gameId: string): Promise<StoredGame | null>;
  /** The game's version alone (a far smaller read than `get`); without it, `get` tells it. */
  versionOf?(gameId: string): Promise<number | null>;
  /** One atomic compare-and-set on the version: exactly one of two concurrent writers wins. */
  compareAndSet(input: CompareAndSetInput): Promise<CompareAndSetResult>;
  /** The unfinished game running in a channel, if any. */
  gameIdInChannel(channelId: string): Promise<string | null>;
  /**
   * Claims games whose idle deadline has passed (each id is returned to exactly one caller,
   * even with several processes sweeping at once). A claim lasts CLAIM_LEASE_MS: a game its
   * claimer never wrote (the process died mid-sweep) is claimable again after it.
   */
  claimExpired(now: number, limit: number): Promise<string[]>;
  /**
   * The table shows this version of the game now (acknowledgements come in batches, off the press
   * path). A game whose stored version stays ahead of its last acknowledged one is unpublished.
   */
  acknowledgePublished?(shown: readonly UnpublishedGame[]): Promise<void>;
  /**
   * Claims running games written more than UNPUBLISHED_GRACE_MS ago whose table was never
   * acknowledged to show that write (its writer died between the write and the table's edit).
   * A claim lasts CLAIM_LEASE_MS, like an expiry's: one claimer at a time, and a game whose
   * claimer died is claimable again after it. Walks the running games a page per call.
   */
  claimUnpublished?(now: number, limit: number): Promise<UnpublishedGame[]>;
  /**
   * Games started and not finished, lobbies waiting to start included (for /metrics): the expiry
   * schedule's size, which every live game is in (one that a sweep is expiring right now may be
   * out of it for that moment).
   */
  countLive?(): Promise<number>;
  close(): Promise<void>;
}
