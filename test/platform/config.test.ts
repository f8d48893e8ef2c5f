import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config.js';

const valid = {
  DISCORD_TOKEN: 'token',
  DISCORD_CLIENT_ID: '123456789012345678',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('configuration', () => {
  it('accepts a complete environment and fills the defaults', () => {
    const config = loadConfig(valid);
    expect(config.DISCORD_API_URL).toBe('https://discord.com/api');
    expect(config.REDIS_PREFIX).toBe('rdv:');
    expect(config.GAME_IDLE_DAYS).toBe(7);
  });

  it('refuses to start without REDIS_URL unless the memory store is chosen explicitly', () => {
    const { REDIS_URL: _, ...withoutRedis } = valid;
    expect(() => loadConfig(withoutRedis)).toThrow(/REDIS_URL is required/);
    expect(loadConfig({ ...withoutRedis, STORE: 'memory' }).STORE).toBe('memory');
  });

  it('preloads no language’s dictionaries unless told which, and refuses a language it does not speak', () => {
    expect(loadConfig(valid).PRELOAD_LANGUAGES).toEqual([]);
    expect(loadConfig({ ...valid, PRELOAD_LANGUAGES: 'en,ja,hu' }).PRELOAD_LANGUAGES).toEqual([
      'en',
      'ja',
      'hu',
    ]);
    expect(loadConfig({ ...valid, PRELOAD_LANGUAGES: 'hu, en' }).PRELOAD_LANGUAGES).toEqual(['hu', 'en']);
    expect(loadConfig({ ...valid, PRELOAD_LANGUAGES: 'none' }).PRELOAD_LANGUAGES).toEqual([]);
    expect(() => loadConfig({ ...valid, PRELOAD_LANGUAGES: 'en,fr' })).toThrow(/PRELOAD_LANGUAGES/);
  });

  it('lists every problem at once, without echoing the token', () => {
    try {
      loadConfig({ DISCORD_TOKEN: 'secret-token-value', DISCORD_CLIENT_ID: 'abc', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('DISCORD_CLIENT_ID');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('REDIS_URL');
      expect(message).not.toContain('secret-token-value');
    }
  });

  it('takes Redis as one URL, a Sentinel set or Cluster nodes, but only one of them', () => {
    const { REDIS_URL: _, ...withoutRedis } = valid;
    const sentinel = loadConfig({ ...withoutRedis, REDIS_SENTINELS: 'a:26379,10.0.0.2:26380' });
    expect(sentinel.REDIS_SENTINELS).toEqual([
      { host: 'a', port: 26379 },
      { host: '10.0.0.2', port: 26380 },
    ]);
    expect(sentinel.REDIS_SENTINEL_NAME).toBe('mymaster');
    expect(
      loadConfig({ ...withoutRedis, REDIS_CLUSTER_NODES: '127.0.0.1:7000' }).REDIS_CLUSTER_NODES,
    ).toEqual([{ host: '127.0.0.1', port: 7000 }]);
    expect(() => loadConfig({ ...valid, REDIS_CLUSTER_NODES: '127.0.0.1:7000' })).toThrow(/only one of/);
    expect(() => loadConfig({ ...withoutRedis, REDIS_CLUSTER_NODES: '127.0.0.1' })).toThrow(/host:port/);
  });

  it('runs every shard by default, or the ones listed below SHARD_COUNT', () => {
    expect(loadConfig(valid).SHARD_COUNT).toBe('auto');
    const some = loadConfig({ ...valid, SHARD_COUNT: '8', SHARD_IDS: '6,0-2' });
    expect(some.SHARD_COUNT).toBe(8);
    expect(some.SHARD_IDS).toEqual([0, 1, 2, 6]);
    expect(() => loadConfig({ ...valid, SHARD_IDS: '0' })).toThrow(/SHARD_COUNT too/);
    expect(() => loadConfig({ ...valid, SHARD_COUNT: '2', SHARD_IDS: '1-2' })).toThrow(/below SHARD_COUNT/);
  });

  it('gives each of N identical processes its share of the shards, from a number or a pod name', () => {
    const pod = loadConfig({
      ...valid,
      SHARD_COUNT: '8',
      SHARD_PROCESSES: '3',
      SHARD_PROCESS_INDEX: 'rendezvous-gateway-1',
    });
    expect(pod.SHARD_IDS).toEqual([1, 4, 7]);
    expect(
      loadConfig({ ...valid, SHARD_COUNT: '4', SHARD_PROCESSES: '2', SHARD_PROCESS_INDEX: '0' }).SHARD_IDS,
    ).toEqual([0, 2]);
    expect(() =>
      loadConfig({ ...valid, SHARD_COUNT: '4', SHARD_PROCESSES: '2', SHARD_PROCESS_INDEX: '2' }),
    ).toThrow(/below SHARD_PROCESSES/);
    expect(() => loadConfig({ ...valid, SHARD_PROCESSES: '2', SHARD_PROCESS_INDEX: '0' })).toThrow(
      /SHARD_COUNT too/,
    );
    expect(() =>
      loadConfig({
        ...valid,
        SHARD_COUNT: '4',
        SHARD_IDS: '0',
        SHARD_PROCESSES: '2',
        SHARD_PROCESS_INDEX: '0',
      }),
    ).toThrow(/not both/);
  });

  it('needs the application public key to take interactions over HTTP', () => {
    expect(loadConfig(valid).INTERACTIONS).toBe('gateway');
    expect(() => loadConfig({ ...valid, INTERACTIONS: 'http' })).toThrow(/DISCORD_PUBLIC_KEY/);
    const key = 'ab'.repeat(32);
    expect(loadConfig({ ...valid, INTERACTIONS: 'http', DISCORD_PUBLIC_KEY: key }).DISCORD_PUBLIC_KEY).toBe(
      key,
    );
  });
});
