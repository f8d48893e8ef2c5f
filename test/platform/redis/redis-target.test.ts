import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config.js';
import { hashTagOf } from '../../../src/platform/redis/redis-keys.js';
import { describeRedisTarget, redisTarget } from '../../../src/platform/redis/redis-target.js';

const base = { DISCORD_TOKEN: 'token', DISCORD_CLIENT_ID: '123456789012345678' };

describe('how the bot reaches Redis', () => {
  it('takes the one way the operator configured', () => {
    expect(redisTarget(loadConfig({ ...base, REDIS_URL: 'redis://:secret@redis:6379/2' }))).toEqual({
      kind: 'url',
      url: 'redis://:secret@redis:6379/2',
    });
    expect(
      redisTarget(
        loadConfig({ ...base, REDIS_SENTINELS: 's1:26379,s2:26379', REDIS_SENTINEL_NAME: 'games' }),
      ),
    ).toEqual({
      kind: 'sentinel',
      name: 'games',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
      ],
    });
    expect(redisTarget(loadConfig({ ...base, REDIS_CLUSTER_NODES: 'r1:7000,r2:7001' }))).toEqual({
      kind: 'cluster',
      nodes: [
        { host: 'r1', port: 7000 },
        { host: 'r2', port: 7001 },
      ],
    });
    expect(redisTarget(loadConfig({ ...base, STORE: 'memory' }))).toBeUndefined();
  });

  it('names where Redis is in logs without its password', () => {
    const described = describeRedisTarget({ kind: 'url', url: 'redis://user:secret@redis:6379' });
    expect(described).not.toContain('secret');
    expect(described).toContain('redis:6379');
  });

  it('reads a key’s hash tag as Redis Cluster does', () => {
    expect(hashTagOf('rdv:game:{abc}')).toBe('abc');
    expect(hashTagOf('rdv:board:{1}:wins:{2}')).toBe('1');
    expect(hashTagOf('rdv:expiries')).toBe('rdv:expiries');
    expect(hashTagOf('rdv:{}:x{y}')).toBe('rdv:{}:x{y}');
  });
});
