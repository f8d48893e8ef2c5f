import type { ClientOptions } from 'discord.js';
import type { Config } from '../config.js';

/**
 * The gateway shards this process runs: as many as Discord recommends, all here (`auto`), or
 * `ids` of `count` shards in all (every one of them without `ids`). An orchestrator runs one
 * process per set of ids; each guild's events reach only the process running its shard.
 */
export type Sharding = 'auto' | { count: number; ids?: readonly number[] };

export function shardingOf(config: Pick<Config, 'SHARD_COUNT' | 'SHARD_IDS'>): Sharding {
  if (config.SHARD_COUNT === 'auto') return 'auto';
  return { count: config.SHARD_COUNT, ...(config.SHARD_IDS ? { ids: config.SHARD_IDS } : {}) };
}

/**
 * discord.js reads the SHARD_COUNT and SHARDS environment variables (its ShardingManager's way of
 * passing them) whenever `shardCount` is left at its default of 1, and takes `SHARD_COUNT=auto` for
 * NaN, which it refuses. With `shards: 'auto'` it never uses `shardCount` (the count comes from
 * /gateway/bot and replaces it), so a number other than 1 there only keeps it from looking.
 */
const SHARD_COUNT_UNUSED_WITH_AUTO = 2;

/** The Client's `shards` and `shardCount` for `sharding`. */
export function clientShardOptions(sharding: Sharding): Pick<ClientOptions, 'shards' | 'shardCount'> {
  if (sharding === 'auto') return { shards: 'auto', shardCount: SHARD_COUNT_UNUSED_WITH_AUTO };
  const all = Array.from({ length: sharding.count }, (_, id) => id);
  return { shards: [...(sharding.ids ?? all)], shardCount: sharding.count };
}
