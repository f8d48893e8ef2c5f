import type { Logger } from '../../src/platform/log.js';
import { type OpenedStore, openStore } from '../../src/platform/store/open-store.js';

/** Playground games live under their own keys, apart from a real bot's (`rdv:`) sharing the Redis. */
export const PLAYGROUND_REDIS_PREFIX = 'rdv-playground:';

export interface PlaygroundStore extends OpenedStore {
  /** For the banner, e.g. "Redis at redis://127.0.0.1:6379 (keys rdv-playground:*)". */
  description: string;
}

/** Redis when a URL is given, so games outlive the playground; otherwise memory, with a warning. */
export async function openPlaygroundStore(
  redisUrl: string | undefined,
  log: Logger,
): Promise<PlaygroundStore> {
  const redis = redisUrl ? { kind: 'url' as const, url: redisUrl } : undefined;
  const opened = await openStore({ redis, prefix: PLAYGROUND_REDIS_PREFIX }, log);
  if (!redisUrl) {
    log.warn(
      'playground store is in memory: games are lost when the playground stops (set REDIS_URL to keep them)',
    );
    return {
      ...opened,
      description:
        'memory (games are NOT kept: they are lost when the playground stops; set REDIS_URL to keep them)',
    };
  }
  return {
    ...opened,
    description: `Redis at ${redactPassword(redisUrl)} (keys ${PLAYGROUND_REDIS_PREFIX}*)`,
  };
}

function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
