import { once } from 'node:events';
import { Client, Events, GatewayCloseCodes, GatewayIntentBits, GatewayOpcodes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { guildOfEvent, parseShardPair } from '../../dev/local-discord/gateway/shard-routing.js';
import {
  type LocalDiscord,
  type SeededWorld,
  type ShardGuild,
  shardOfGuild,
  startLocalDiscord,
} from '../../dev/local-discord/index.js';
import { SnowflakeGenerator } from '../../dev/local-discord/model/snowflake.js';

describe("Discord's shard formula", () => {
  it('puts a guild on (id >> 22) % shard count, its creation millisecond', () => {
    // 2015-01-01 + 1000 ms: shard 1000 % n.
    const id = (1000n << 22n).toString();
    expect(shardOfGuild(id, 1)).toBe(0);
    expect(shardOfGuild(id, 3)).toBe(1);
    expect(shardOfGuild(id, 7)).toBe(6);
    // The low 22 bits (worker, process, increment) never move a guild.
    expect(shardOfGuild(((1000n << 22n) | 0x3fffffn).toString(), 7)).toBe(6);
  });

  it('makes fresh, increasing ids on the shard asked for', () => {
    const ids = new SnowflakeGenerator();
    const made = [0, 1, 2, 3, 3, 0].map((shard) => ids.nextOnShard(shard, 4, Date.UTC(2024, 0, 1)));
    expect(made.map((id) => shardOfGuild(id, 4))).toEqual([0, 1, 2, 3, 3, 0]);
    expect(new Set(made).size).toBe(made.length);
    expect([...made].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))).toEqual(made);
    expect(() => ids.nextOnShard(4, 4)).toThrow(RangeError);
  });

  it("reads IDENTIFY's shard pair and refuses one that cannot be", () => {
    expect(parseShardPair(undefined)).toEqual([0, 1]);
    expect(parseShardPair([3, 4])).toEqual([3, 4]);
    for (const bad of [[4, 4], [0, 0], [-1, 2], [1.5, 2], ['0', '2'], [0], 'x'])
      expect(parseShardPair(bad)).toBeNull();
  });

  it('routes an event by its guild: guild_id, a guild object by its id, none outside a guild', () => {
    expect(guildOfEvent('INTERACTION_CREATE', { id: '9', guild_id: '5' })).toBe('5');
    expect(guildOfEvent('GUILD_CREATE', { id: '5' })).toBe('5');
    expect(guildOfEvent('GUILD_DELETE', { id: '5' })).toBe('5');
    expect(guildOfEvent('INTERACTION_CREATE', { id: '9', channel_id: '3' })).toBeNull();
  });
});

/** A discord.js client running `shards` of `shardCount`, with the interactions it received. */
async function shardedClient(local: LocalDiscord, shards: number[] | 'auto', shardCount?: number) {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: local.restBaseUrl },
    shards,
    ...(shardCount ? { shardCount } : {}),
  });
  const interactions: { guildId: string | null; shardId: number }[] = [];
  client.on(Events.InteractionCreate, (interaction) => {
    interactions.push({ guildId: interaction.guildId, shardId: interaction.guild?.shardId ?? -1 });
  });
  const ready = once(client, Events.ClientReady);
  await client.login('local-shard-token');
  await ready;
  return { client, interactions };
}

/** A bare socket that has sent IDENTIFY with `shard` (after HELLO). */
async function identify(local: LocalDiscord, shard: unknown): Promise<WebSocket> {
  const socket = new WebSocket(local.gatewayUrl);
  await once(socket, 'message');
  socket.send(
    JSON.stringify({
      op: GatewayOpcodes.Identify,
      d: { token: 'local-shard-token', intents: GatewayIntentBits.Guilds, properties: {}, shard },
    }),
  );
  return socket;
}

/** The close code the gateway ends an IDENTIFY with `shard` with. */
async function identifyClosesWith(local: LocalDiscord, shard: unknown): Promise<number> {
  const socket = await identify(local, shard);
  const [code] = (await once(socket, 'close')) as [number];
  return code;
}

describe('local Discord: a bot in shards', () => {
  let local: LocalDiscord;
  let world: SeededWorld;
  /** Two guilds on each of two shards. */
  const onShard: ShardGuild[][] = [[], []];

  beforeAll(async () => {
    local = await startLocalDiscord({ shards: { recommended: 2, required: 2, maxConcurrency: 2 } });
    world = local.seedDefault();
    const users = Object.values(world.users);
    for (const shardId of [0, 1, 0, 1]) {
      const name = `shard-${shardId}-${onShard[shardId]?.length}`;
      onShard[shardId]?.push(local.seedGuildOnShard({ shardId, shardCount: 2, name, users }));
    }
  });

  afterAll(async () => {
    await local.close();
  });

  const guildIdsOn = (shardId: number) => {
    const ids = (onShard[shardId] ?? []).map(({ guild }) => guild.id);
    if (shardOfGuild(world.guild.id, 2) === shardId) ids.push(world.guild.id);
    return ids.sort();
  };

  it('gives each session only its shard’s guilds, and each interaction to its guild’s shard', async () => {
    const zero = await shardedClient(local, [0], 2);
    const one = await shardedClient(local, [1], 2);
    try {
      expect([...zero.client.guilds.cache.keys()].sort()).toEqual(guildIdsOn(0));
      expect([...one.client.guilds.cache.keys()].sort()).toEqual(guildIdsOn(1));
      expect(zero.client.ws.shards.map((shard) => shard.id)).toEqual([0]);

      const [first, second] = [onShard[0]?.[0], onShard[1]?.[1]] as [ShardGuild, ShardGuild];
      local.model.commands.upsert(null, { name: 'ping', description: 'ping', type: 1 });
      for (const { channel } of [first, second])
        local.driver.runCommand({ user: world.users.alice, channelId: channel.id, name: 'ping' });
      await expect.poll(() => zero.interactions.length + one.interactions.length).toBe(2);
      expect(zero.interactions).toEqual([{ guildId: first.guild.id, shardId: 0 }]);
      expect(one.interactions).toEqual([{ guildId: second.guild.id, shardId: 1 }]);

      // A guild joined later arrives only at its shard.
      const later = local.seedGuildOnShard({ shardId: 1, shardCount: 2, name: 'later', users: [] });
      await expect.poll(() => one.client.guilds.cache.has(later.guild.id)).toBe(true);
      expect(zero.client.guilds.cache.has(later.guild.id)).toBe(false);
      onShard[1]?.push(later);
    } finally {
      await zero.client.destroy();
      await one.client.destroy();
    }
  });

  it("runs Discord's recommended count with shards: 'auto', every guild in one process", async () => {
    const all = await shardedClient(local, 'auto');
    try {
      expect(all.client.ws.shards.map((shard) => shard.id).sort()).toEqual([0, 1]);
      expect([...all.client.guilds.cache.keys()].sort()).toEqual([...guildIdsOn(0), ...guildIdsOn(1)].sort());
      expect(all.client.guilds.cache.get(guildIdsOn(1)[0] ?? '')?.shardId).toBe(1);
    } finally {
      await all.client.destroy();
    }
  });

  it("answers IDENTIFY with a READY that echoes the pair and lists only that shard's guilds", async () => {
    const socket = await identify(local, [1, 2]);
    try {
      const [raw] = (await once(socket, 'message')) as [Buffer];
      const ready = JSON.parse(raw.toString()) as {
        t: string;
        d: { shard: number[]; guilds: { id: string }[] };
      };
      expect(ready.t).toBe('READY');
      expect(ready.d.shard).toEqual([1, 2]);
      expect(ready.d.guilds.map((guild) => guild.id).sort()).toEqual(guildIdsOn(1));
    } finally {
      socket.close(1000);
    }
  });

  it('closes an IDENTIFY with an impossible pair (4010), or too few shards (4011)', async () => {
    expect(await identifyClosesWith(local, [2, 2])).toBe(GatewayCloseCodes.InvalidShard);
    expect(await identifyClosesWith(local, [0, 0])).toBe(GatewayCloseCodes.InvalidShard);
    expect(await identifyClosesWith(local, [0, 1])).toBe(GatewayCloseCodes.ShardingRequired);
    expect(await identifyClosesWith(local, undefined)).toBe(GatewayCloseCodes.ShardingRequired);
  });
});
