import type { DocumentStore, DocumentWriteResult, StoredDocument } from './document-store.js';
import { assertDocumentKeySegments } from './redis-document-store.js';

interface MemoryDocument {
  version: number;
  /** Stored as JSON so that neither the writer nor readers share objects with the store. */
  dataJson: string;
}

/**
 * Single-process DocumentStore with the same semantics as RedisDocumentStore. Every method runs
 * synchronously inside its promise, which is what makes compareAndSet atomic here.
 */
export class MemoryDocumentStore implements DocumentStore {
  /** `<collection>:<scope>` → id → document; segments never hold ':', so keys cannot collide. */
  private readonly scopes = new Map<string, Map<string, MemoryDocument>>();
  /** `<collection>:<scope>:<id>` → the counter's value. */
  private readonly counters = new Map<string, number>();
  /** `<collection>:<scope>:<id>` → a kept value and when it runs out (ms). */
  private readonly keptValues = new Map<string, { dataJson: string; expiresAt: number }>();
  private readonly clock: () => number;

  constructor(options: { clock?: () => number } = {}) {
    this.clock = options.clock ?? Date.now;
  }

  async create(collection: string, scope: string, id: string, data: unknown): Promise<'created' | 'exists'> {
    assertDocumentKeySegments(collection, scope, id);
    const documents = this.scopeDocuments(collection, scope);
    if (documents.has(id)) return 'exists';
    documents.set(id, { version: 1, dataJson: toJson(data) });
    return 'created';
  }

  async get(collection: string, scope: string, id: string): Promise<StoredDocument | null> {
    assertDocumentKeySegments(collection, scope, id);
    const document = this.scopes.get(scopeKey(collection, scope))?.get(id);
    return document ? toStoredDocument(id, document) : null;
  }

  async compareAndSet(
    collection: string,
    scope: string,
    id: string,
    expectedVersion: number,
    data: unknown,
  ): Promise<DocumentWriteResult> {
    assertDocumentKeySegments(collection, scope, id);
    const document = this.scopes.get(scopeKey(collection, scope))?.get(id);
    if (!document) return { ok: false, reason: 'missing' };
    if (document.version !== expectedVersion) {
      return { ok: false, reason: 'stale', current: toStoredDocument(id, document) };
    }
    document.version += 1;
    document.dataJson = toJson(data);
    return { ok: true, document: toStoredDocument(id, document) };
  }

  async put(collection: string, scope: string, id: string, data: unknown): Promise<StoredDocument> {
    assertDocumentKeySegments(collection, scope, id);
    const documents = this.scopeDocuments(collection, scope);
    const document: MemoryDocument = {
      version: (documents.get(id)?.version ?? 0) + 1,
      dataJson: toJson(data),
    };
    documents.set(id, document);
    return toStoredDocument(id, document);
  }

  async list(collection: string, scope: string): Promise<string[]> {
    assertDocumentKeySegments(collection, scope);
    return [...(this.scopes.get(scopeKey(collection, scope))?.keys() ?? [])].sort();
  }

  async increment(collection: string, scope: string, id: string): Promise<number> {
    assertDocumentKeySegments(collection, scope, id);
    const key = `${scopeKey(collection, scope)}:${id}`;
    const value = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, value);
    return value;
  }

  async keep(
    collection: string,
    scope: string,
    id: string,
    data: unknown,
    ttlSeconds: number,
  ): Promise<void> {
    assertDocumentKeySegments(collection, scope, id);
    const now = this.clock();
    for (const [key, value] of this.keptValues) if (value.expiresAt <= now) this.keptValues.delete(key);
    this.keptValues.set(`${scopeKey(collection, scope)}:${id}`, {
      dataJson: toJson(data),
      expiresAt: now + ttlSeconds * 1000,
    });
  }

  async kept(collection: string, scope: string, id: string): Promise<unknown> {
    assertDocumentKeySegments(collection, scope, id);
    const value = this.keptValues.get(`${scopeKey(collection, scope)}:${id}`);
    return value && value.expiresAt > this.clock() ? JSON.parse(value.dataJson) : null;
  }

  private scopeDocuments(collection: string, scope: string): Map<string, MemoryDocument> {
    const key = scopeKey(collection, scope);
    let documents = this.scopes.get(key);
    if (!documents) {
      documents = new Map();
      this.scopes.set(key, documents);
    }
    return documents;
  }
}

function scopeKey(collection: string, scope: string): string {
  return `${collection}:${scope}`;
}

function toJson(data: unknown): string {
  return JSON.stringify(data ?? null);
}

function toStoredDocument(id: string, document: MemoryDocument): StoredDocument {
  return { id, version: document.version, data: JSON.parse(document.dataJson) };
}
