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
}
