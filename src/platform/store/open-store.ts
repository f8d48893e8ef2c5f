import type { Logger } from '../log.js';
import type { RedisObserver } from '../metrics/redis-metrics.js';
import { connectRedis } from '../redis/redis-client.js';
import type { RedisTarget } from '../redis/redis-target.js';
import type { DocumentStore } from './document-store.js';
import type { GameStore } from './game-store.js';
import { MemoryDocumentStore } from './memory-document-store.js';
import { MemoryGameStore } from './memory-store.js';
import { RedisDocumentStore } from './redis-document-store.js';
import { RedisGameStore } from './redis-store.js';

export interface OpenedStore {
  store: GameStore;
  documents: DocumentStore;
  /** Resolves when the store answers (a Redis PING); always, for memory. */
  ping: () => Promise<unknown>;
  close: () => Promise<void>;
}

/** Redis when configured; otherwise memory, which keeps nothing past the process (the caller warns). */
export async function openStore(
  options: { redis: RedisTarget | undefined; prefix: string; observe?: RedisObserver },
  log: Logger,
): Promise<OpenedStore> {
  if (!options.redis) {
    const store = new MemoryGameStore();
    return {
      store,
      documents: new MemoryDocumentStore(),
      ping: async () => {},
      close: () => store.close(),
    };
  }
  const redis = await connectRedis(options.redis, log, 'games', options.observe);
  const store = new RedisGameStore(redis, { prefix: options.prefix, log });
  return {
    store,
    documents: new RedisDocumentStore(redis, { prefix: options.prefix, log }),
    ping: () => redis.ping(),
    async close() {
      await store.close();
      redis.disconnect();
    },
  };
}
