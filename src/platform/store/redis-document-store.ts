import type { Logger } from '../log.js';
import type { RedisClient } from '../redis/redis-client.js';
import type { DocumentStore, DocumentWriteResult, StoredDocument } from './document-store.js';
import { settleIfTimedOut } from './unknown-write.js';

export interface RedisDocumentStoreOptions {
  /** Prepended to every key, e.g. 'rdv:'. */
  prefix: string;
  /** Where a write that timed out is reported once settled. */
  log?: Pick<Logger, 'warn'>;
}

// KEYS[1] = document hash, KEYS[2] = scope index; ARGV[1] = id, ARGV[2] = data JSON.
const CREATE_DOCUMENT_LUA = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', 1, 'data', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
return 1`;

// KEYS[1] = document hash; ARGV[1] = expected version, ARGV[2] = data JSON.
const COMPARE_AND_SET_DOCUMENT_LUA = `
local current = redis.call('HMGET', KEYS[1], 'version', 'data')
if not current[1] then return {'missing'} end
if tonumber(current[1]) ~= tonumber(ARGV[1]) then return {'stale', current[1], current[2]} end
local version = redis.call('HINCRBY', KEYS[1], 'version', 1)
redis.call('HSET', KEYS[1], 'data', ARGV[2])
return {'ok', tostring(version)}`;

// HINCRBY on a missing hash starts from 0, so a new document gets version 1.
const PUT_DOCUMENT_LUA = `
local version = redis.call('HINCRBY', KEYS[1], 'version', 1)
redis.call('HSET', KEYS[1], 'data', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
return tostring(version)`;

interface DocumentScripts {
  rendezvousDocCreate(documentKey: string, indexKey: string, id: string, dataJson: string): Promise<number>;
  rendezvousDocCompareAndSet(
    documentKey: string,
    expectedVersion: number,
    dataJson: string,
  ): Promise<['missing'] | ['stale', version: string, dataJson: string] | ['ok', version: string]>;
  rendezvousDocPut(documentKey: string, indexKey: string, id: string, dataJson: string): Promise<string>;
}

/**
 * Keys (`{scope}` is a Cluster hash tag, so a scope's documents and its index share a slot and one
 * script may touch both); none has a TTL:
 * - `doc:<collection>:{<scope>}:<id>`  hash: version, data (JSON).
 * - `doc:<collection>:{<scope>}`       set of the scope's document ids.
 * - `count:<collection>:{<scope>}:<id>` a counter (INCR).
 * - `kept:<collection>:{<scope>}:<id>` a short-lived value (JSON), the one key here with a TTL.
 */
export class RedisDocumentStore implements DocumentStore {
  private readonly redis: RedisClient & DocumentScripts;
  private readonly prefix: string;
  private readonly log: Pick<Logger, 'warn'> | undefined;

  constructor(redis: RedisClient, options: RedisDocumentStoreOptions) {
    redis.defineCommand('rendezvousDocCreate', { numberOfKeys: 2, lua: CREATE_DOCUMENT_LUA });
    redis.defineCommand('rendezvousDocCompareAndSet', { numberOfKeys: 1, lua: COMPARE_AND_SET_DOCUMENT_LUA });
    redis.defineCommand('rendezvousDocPut', { numberOfKeys: 2, lua: PUT_DOCUMENT_LUA });
    this.redis = redis as RedisClient & DocumentScripts;
    this.prefix = options.prefix;
    this.log = options.log;
  }

  async create(collection: string, scope: string, id: string, data: unknown): Promise<'created' | 'exists'> {
    const created = await this.redis.rendezvousDocCreate(
      this.documentKey(collection, scope, id),
      this.indexKey(collection, scope),
      id,
      toJson(data),
    );
    return created === 1 ? 'created' : 'exists';
  }

  async get(collection: string, scope: string, id: string): Promise<StoredDocument | null> {
    const [version, dataJson] = await this.redis.hmget(
      this.documentKey(collection, scope, id),
      'version',
      'data',
    );
    if (version == null || dataJson == null) return null;
    return { id, version: Number(version), data: JSON.parse(dataJson) };
  }

  async compareAndSet(
    collection: string,
    scope: string,
    id: string,
    expectedVersion: number,
    data: unknown,
  ): Promise<DocumentWriteResult> {
    try {
      return await this.compareAndSetOnce(this.documentKey(collection, scope, id), id, expectedVersion, data);
    } catch (error) {
      const settled = await settleIfTimedOut(
        error,
        { what: `${collection} ${id}`, read: () => this.get(collection, scope, id), expectedVersion, data },
        this.log,
      );
      if (settled.kind === 'written') return { ok: true, document: settled.stored };
      if (settled.kind === 'not-written') return { ok: false, reason: 'stale', current: settled.current };
      return { ok: false, reason: 'missing' };
    }
  }

  private async compareAndSetOnce(
    key: string,
    id: string,
    expectedVersion: number,
    data: unknown,
  ): Promise<DocumentWriteResult> {
    const dataJson = toJson(data);
    const reply = await this.redis.rendezvousDocCompareAndSet(key, expectedVersion, dataJson);
    if (reply[0] === 'missing') return { ok: false, reason: 'missing' };
    if (reply[0] === 'stale') {
      return {
        ok: false,
        reason: 'stale',
        current: { id, version: Number(reply[1]), data: JSON.parse(reply[2]) },
      };
    }
    return { ok: true, document: { id, version: Number(reply[1]), data: JSON.parse(dataJson) } };
  }

  async put(collection: string, scope: string, id: string, data: unknown): Promise<StoredDocument> {
    const dataJson = toJson(data);
    const version = await this.redis.rendezvousDocPut(
      this.documentKey(collection, scope, id),
      this.indexKey(collection, scope),
      id,
      dataJson,
    );
    return { id, version: Number(version), data: JSON.parse(dataJson) };
  }

  async list(collection: string, scope: string): Promise<string[]> {
    const ids = await this.redis.smembers(this.indexKey(collection, scope));
    return ids.sort();
  }

  async increment(collection: string, scope: string, id: string): Promise<number> {
    assertDocumentKeySegments(collection, scope, id);
    return this.redis.incr(`${this.prefix}count:${collection}:{${scope}}:${id}`);
  }

  async keep(
    collection: string,
    scope: string,
    id: string,
    data: unknown,
    ttlSeconds: number,
  ): Promise<void> {
    await this.redis.set(this.keptKey(collection, scope, id), toJson(data), 'EX', ttlSeconds);
  }

  async kept(collection: string, scope: string, id: string): Promise<unknown> {
    const dataJson = await this.redis.get(this.keptKey(collection, scope, id));
    return dataJson === null ? null : JSON.parse(dataJson);
  }

  private keptKey(collection: string, scope: string, id: string): string {
    assertDocumentKeySegments(collection, scope, id);
    return `${this.prefix}kept:${collection}:{${scope}}:${id}`;
  }

  private documentKey(collection: string, scope: string, id: string): string {
    assertDocumentKeySegments(collection, scope, id);
    return `${this.indexKey(collection, scope)}:${id}`;
  }

  private indexKey(collection: string, scope: string): string {
    assertDocumentKeySegments(collection, scope);
    return `${this.prefix}doc:${collection}:{${scope}}`;
  }
}

/**
 * A ':' would make two different (collection, scope, id) triples share a key, and a brace would move
 * the Cluster hash tag. The memory store applies the same rule so both refuse the same input.
 */
export function assertDocumentKeySegments(...segments: string[]): void {
  for (const segment of segments) {
    if (segment.length === 0 || /[:{}]/.test(segment)) {
      throw new RangeError(
        `Invalid document key segment ${JSON.stringify(segment)}: empty or has ':', '{' or '}'`,
      );
    }
  }
}

function toJson(data: unknown): string {
  return JSON.stringify(data ?? null);
}
