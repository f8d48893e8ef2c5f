import { z } from 'zod';
import { isJsonObject } from '../model/component-tree.js';
import { shardOfGuild } from '../model/snowflake.js';

/** IDENTIFY's `shard`: `[shard_id, num_shards]`. */
export type ShardPair = readonly [shardId: number, shardCount: number];

/** A client that sends no pair runs the only shard. */
export const UNSHARDED: ShardPair = [0, 1];

const shardPair = z
  .tuple([z.number().int().min(0), z.number().int().min(1)])
  .refine(([shardId, shardCount]) => shardId < shardCount);

/** The pair IDENTIFY asked for (none: unsharded), or null when it is not a valid one (Discord closes with 4010). */
export function parseShardPair(value: unknown): ShardPair | null {
  if (value === undefined || value === null) return UNSHARDED;
  const parsed = shardPair.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Events whose data is the guild itself (its id is `id`); every other guild event carries `guild_id`. */
const GUILD_OBJECT_EVENTS = new Set(['GUILD_CREATE', 'GUILD_UPDATE', 'GUILD_DELETE']);

/** The guild an event belongs to, or null for one outside any guild (a DM). */
export function guildOfEvent(event: string, data: unknown): string | null {
  if (!isJsonObject(data)) return null;
  const guildId = GUILD_OBJECT_EVENTS.has(event) ? data.id : data.guild_id;
  return typeof guildId === 'string' ? guildId : null;
}

/** Whether the session of `shard` gets the events of `guildId`: its shard's guilds, and DMs on shard 0. */
export function shardReceives([shardId, shardCount]: ShardPair, guildId: string | null): boolean {
  return guildId === null ? shardId === 0 : shardOfGuild(guildId, shardCount) === shardId;
}
