import { Client } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config.js';
import { clientShardOptions, shardingOf } from '../../../src/platform/discord/sharding.js';

const required = { DISCORD_TOKEN: 'token', DISCORD_CLIENT_ID: '123456789012345678', STORE: 'memory' };
const clients: Client[] = [];

/** The shards a Client made with the configuration of `environment` runs, and their count. */
function shardsFor(environment: Record<string, string>) {
  const client = new Client({
    intents: [],
    ...clientShardOptions(shardingOf(loadConfig({ ...required, ...environment }))),
  });
  clients.push(client);
  return { shards: client.options.shards, shardCount: client.options.shardCount };
}

afterEach(async () => {
  for (const client of clients.splice(0)) await client.destroy();
});

describe('the shards a process runs', () => {
  it('runs the ids it is given of SHARD_COUNT, or all of them', () => {
    expect(shardsFor({ SHARD_COUNT: '4', SHARD_IDS: '2,3' })).toEqual({ shards: [2, 3], shardCount: 4 });
    expect(shardsFor({ SHARD_COUNT: '3' })).toEqual({ shards: [0, 1, 2], shardCount: 3 });
    expect(shardsFor({ SHARD_COUNT: '1' })).toEqual({ shards: [0], shardCount: 1 });
  });

  it('asks Discord for the count with auto, even though discord.js reads SHARD_COUNT from the environment too', () => {
    const before = process.env.SHARD_COUNT;
    try {
      for (const auto of ['auto', '']) {
        process.env.SHARD_COUNT = auto;
        expect(shardsFor({ SHARD_COUNT: auto }).shards).toBe('auto');
      }
    } finally {
      if (before === undefined) delete process.env.SHARD_COUNT;
      else process.env.SHARD_COUNT = before;
    }
  });
});
