import { once } from 'node:events';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, startLocalDiscord } from '../../../dev/local-discord/index.js';
import { DepartedServers } from '../../../src/platform/privacy/departed-servers.js';
import { KEPT_AFTER_LEAVING_MS, startServerCleanup } from '../../../src/platform/privacy/server-cleanup.js';
import { eraseServerData } from '../../../src/platform/privacy/server-data.js';
import { captureLogger } from '../../support/capture-logger.js';
import { openTestRedisStore } from '../../support/redis.js';

const DAY = 86_400_000;

let local: LocalDiscord;
let client: Client;
let opened: Awaited<ReturnType<typeof openTestRedisStore>>;

beforeAll(async () => {
  local = await startLocalDiscord();
  opened = await openTestRedisStore();
  // This process runs shard 0 of 2; another process (not started here) runs shard 1.
  client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: local.restBaseUrl },
    shards: [0],
    shardCount: 2,
  });
  const ready = once(client, Events.ClientReady);
  await client.login('local-test-token');
  await ready;
});

afterAll(async () => {
  await client?.destroy();
  await opened?.cleanup();
  await local?.close();
});

describe('server clean-up when another process runs some shards', () => {
  it("erases the servers the bot left on any shard, never one it is in on another process's shard", async () => {
    const guildOn = (shardId: number, name: string) =>
      local.seedGuildOnShard({ shardId, shardCount: 2, name, users: [] }).guild.id;
    const stayedElsewhere = guildOn(1, 'still in, shard 1');
    const leftElsewhere = guildOn(1, 'left, shard 1');
    const leftHere = guildOn(0, 'left, shard 0');
    local.model.removeBotFromGuild(leftElsewhere);
    local.model.removeBotFromGuild(leftHere);
    await expect.poll(() => client.guilds.cache.has(leftHere)).toBe(false);
    expect(client.guilds.cache.has(stayedElsewhere)).toBe(false);

    const { documents, redis, prefix } = opened;
    const departed = new DepartedServers(redis, { prefix });
    const now = Date.UTC(2026, 3, 1);
    for (const guildId of [stayedElsewhere, leftElsewhere, leftHere]) {
      await documents.put('server-settings', guildId, 'settings', { threads: false });
      // Noted as left long ago: e.g. shard 1's process missed the bot's return while it was down.
      await departed.left(guildId, now - KEPT_AFTER_LEAVING_MS - DAY);
    }
    const cleanup = startServerCleanup({
      client,
      departed,
      erase: (guildId) => eraseServerData(redis, prefix, guildId),
      now: () => now,
      log: captureLogger().log,
      sweepIntervalMs: 3_600_000,
    });
    try {
      await cleanup.sweep();
    } finally {
      cleanup.stop();
    }
    const settings = (guildId: string) => documents.get('server-settings', guildId, 'settings');
    expect(await settings(stayedElsewhere)).toEqual(expect.objectContaining({ data: { threads: false } }));
    expect(await settings(leftElsewhere)).toBeNull();
    expect(await settings(leftHere)).toBeNull();
  });
});
