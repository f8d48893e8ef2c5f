/**
 * Long-lived documents that never expire (e.g. a guild's campaigns), grouped by a scope (e.g. a
 * guild id) so that every document of one scope sits in one Redis Cluster slot. The platform
 * knows nothing of what they hold: `data` is the owner's JSON, validated when read back.
 */
export interface StoredDocument {
  id: string;
  /** Bumped by every successful write. */
  version: number;
  data: unknown;
}

export type DocumentWriteResult =
  | { ok: true; document: StoredDocument }
  | { ok: false; reason: 'stale'; current: StoredDocument }
  | { ok: false; reason: 'missing' };

export interface DocumentStore {
  /** Creates a document; refused (`exists`) when the id is taken in that scope. */
  create(collection: string, scope: string, id: string, data: unknown): Promise<'created' | 'exists'>;
  get(collection: string, scope: string, id: string): Promise<StoredDocument | null>;
  /** One atomic compare-and-set on the version: of two concurrent writers exactly one wins. */
  compareAndSet(
    collection: string,
    scope: string,
    id: string,
    expectedVersion: number,
    data: unknown,
  ): Promise<DocumentWriteResult>;
  /** Creates or replaces a document whatever its version (an import). */
  put(collection: string, scope: string, id: string, data: unknown): Promise<StoredDocument>;
  /** Ids of a scope's documents, sorted. */
  list(collection: string, scope: string): Promise<string[]>;
  /**
   * Adds one to a counter (kept beside the documents, never listed) and returns its new value:
   * 1 the first time. Atomic: concurrent callers never get the same value.
   */
  increment(collection: string, scope: string, id: string): Promise<number>;
  /**
   * Keeps a short-lived value (e.g. what a user typed into a form) for `ttlSeconds`, replacing
   * any value kept under that key; apart from the documents: no version, never listed.
   */
  keep(collection: string, scope: string, id: string, data: unknown, ttlSeconds: number): Promise<void>;
  /** The value kept under that key, or null when there is none or its time ran out. */
  kept(collection: string, scope: string, id: string): Promise<unknown>;
}
