import { describe, expect, it } from 'vitest';
import { boardChanges } from '../../../src/platform/stats/boards.js';
import { RedisLeaderboardStore } from '../../../src/platform/stats/redis-leaderboard-store.js';
import { openTestRedisStore } from '../../support/redis.js';
import { ALICE, BOB, finished, GUILD } from './fixtures.js';
import { leaderboardStoreContract } from './leaderboard-store.contract.js';

leaderboardStoreContract('RedisLeaderboardStore', async () => {
  const redis = await openTestRedisStore();
  return { store: new RedisLeaderboardStore(redis.redis, { prefix: redis.prefix }), cleanup: redis.cleanup };
});

describe('RedisLeaderboardStore keys', () => {
  it('puts every key of a server in one Cluster slot, and writes a whole game in one command', async () => {
    const redis = await openTestRedisStore();
    try {
      const store = new RedisLeaderboardStore(redis.redis, { prefix: redis.prefix });
      const game = finished('codenames', {
        players: [ALICE, BOB],
        winners: [ALICE],
        roles: { [ALICE]: 'spymaster', [BOB]: 'operative' },
      });
      expect(await redis.countCommands(() => store.apply(GUILD, boardChanges(game)))).toBe(1);
      const keys = await redis.redis.keys(`${redis.prefix}*`);
      expect(keys.length).toBeGreaterThan(8);
      // Redis Cluster hashes only what the first {…} of a key holds.
      expect(new Set(keys.map((key) => /\{([^}]*)\}/.exec(key)?.[1]))).toEqual(new Set([GUILD]));
    } finally {
      await redis.cleanup();
    }
  });
});
