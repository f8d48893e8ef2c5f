const DISCORD_EPOCH_MS = 1_420_070_400_000n;

/**
 * Snowflake ids as Discord makes them (timestamp in the high bits), so that discord.js derives
 * sensible creation times from them. Ids from one generator are unique and increasing.
 */
export class SnowflakeGenerator {
  private lastTimestamp = 0n;
  private increment = 0n;

  next(now: number = Date.now()): string {
    const timestamp = BigInt(now) - DISCORD_EPOCH_MS;
    if (timestamp > this.lastTimestamp) {
      this.lastTimestamp = timestamp;
      this.increment = 0n;
    } else {
      this.increment += 1n;
      // More than 4096 ids in one millisecond: borrow from the next millisecond.
      if (this.increment > 0xfffn) {
        this.lastTimestamp += 1n;
        this.increment = 0n;
      }
    }
    return ((this.lastTimestamp << 22n) | this.increment).toString();
  }

  /**
   * The next id that Discord's formula puts on `shardId` of `shardCount` (a guild created with it
   * is that shard's): each try moves a millisecond on, so it takes at most `shardCount` of them.
   */
  nextOnShard(shardId: number, shardCount: number, now: number = Date.now()): string {
    if (!Number.isInteger(shardId) || shardId < 0 || shardId >= shardCount)
      throw new RangeError(`No shard ${shardId} of ${shardCount}`);
    for (let later = 0; ; later++) {
      const id = this.next(now + later);
      if (shardOfGuild(id, shardCount) === shardId) return id;
    }
  }
}

/** Discord's routing: a guild belongs to shard `(guild_id >> 22) % num_shards` (its creation time, in ms). */
export function shardOfGuild(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}
