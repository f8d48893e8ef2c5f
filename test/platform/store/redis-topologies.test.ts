import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseServerData } from '../../../src/platform/privacy/server-data.js';
import { createRedisClient, type RedisClient } from '../../../src/platform/redis/redis-client.js';
import type { RedisTarget } from '../../../src/platform/redis/redis-target.js';
import { RedisReminderStore } from '../../../src/platform/reminders/redis-reminder-store.js';
import { boardChanges } from '../../../src/platform/stats/boards.js';
import { RedisLeaderboardStore } from '../../../src/platform/stats/redis-leaderboard-store.js';
import { RedisDocumentStore } from '../../../src/platform/store/redis-document-store.js';
import { RedisGameStore } from '../../../src/platform/store/redis-store.js';
import { deleteKeys, testPrefix } from '../../support/redis.js';
import { TestRedisCluster } from '../../support/redis-cluster.js';
import { TestRedisSentinel } from '../../support/redis-sentinel.js';
import { reminderStoreContract } from '../reminders/reminder-store.contract.js';
import { ALICE, BOB, finished, GUILD } from '../stats/fixtures.js';
import { leaderboardStoreContract } from '../stats/leaderboard-store.contract.js';
import { documentStoreContract } from './document-store.contract.js';
import { gameStoreContract } from './game-store.contract.js';

/**
 * The same contracts the stores pass on one Redis, on a three-master Cluster (where a script or
 * transaction spanning two slots is refused) and through Sentinel. Each topology is started once
 * for the file; each test gets keys under a prefix of its own on one shared client.
 */
interface Topology {
  client: RedisClient;
  stop(): Promise<void>;
}

async function connect(target: RedisTarget): Promise<RedisClient> {
  const client = createRedisClient(target);
  client.on('error', () => {});
  await client.connect();
  return client;
}

function underPrefix<Store>(topology: () => Topology, make: (client: RedisClient, prefix: string) => Store) {
  return async () => {
    const { client } = topology();
    const prefix = testPrefix();
    return { store: make(client, prefix), cleanup: () => deleteKeys(client, prefix) };
  };
}

let cluster: Topology;
let sentinel: Topology;

beforeAll(async () => {
  const [clusterServers, sentinelServers] = await Promise.all([
    TestRedisCluster.start(),
    TestRedisSentinel.start(),
  ]);
  cluster = {
    client: await connect(clusterServers.target),
    stop: () => clusterServers.stop(),
  };
  sentinel = {
    client: await connect(sentinelServers.target),
    stop: () => sentinelServers.stop(),
  };
}, 60_000);

afterAll(async () => {
  for (const topology of [cluster, sentinel]) {
    topology?.client.disconnect();
    await topology?.stop();
  }
});

const topologies: [string, () => Topology][] = [
  ['on a Redis Cluster', () => cluster],
  ['through Redis Sentinel', () => sentinel],
];

for (const [where, topology] of topologies) {
  gameStoreContract(
    `RedisGameStore ${where}`,
    underPrefix(topology, (client, prefix) => new RedisGameStore(client, { prefix })),
  );
  documentStoreContract(
    `RedisDocumentStore ${where}`,
    underPrefix(topology, (client, prefix) => new RedisDocumentStore(client, { prefix })),
  );
  leaderboardStoreContract(
    `RedisLeaderboardStore ${where}`,
    underPrefix(topology, (client, prefix) => new RedisLeaderboardStore(client, { prefix })),
  );
  reminderStoreContract(where, () => new RedisReminderStore(topology().client, { prefix: testPrefix() }));
}

describe('erasing a server left, on a Redis Cluster', () => {
  it('finds its keys on whichever master holds them, and leaves other servers alone', async () => {
    const prefix = testPrefix();
    const documents = new RedisDocumentStore(cluster.client, { prefix });
    const boards = new RedisLeaderboardStore(cluster.client, { prefix });
    const otherGuild = '100000000000000009';
    const game = finished('duck', { players: [ALICE, BOB], winners: [ALICE] });
    for (const guild of [GUILD, otherGuild]) {
      await documents.put('settings', guild, 'server', { language: 'en' });
      await boards.apply(guild, boardChanges(game));
    }

    expect(await eraseServerData(cluster.client, prefix, GUILD)).toBeGreaterThan(3);

    expect(await documents.get('settings', GUILD, 'server')).toBeNull();
    expect(await boards.boards(GUILD)).toEqual([]);
    expect(await documents.get('settings', otherGuild, 'server')).not.toBeNull();
    expect((await boards.boards(otherGuild)).length).toBeGreaterThan(0);
    await deleteKeys(cluster.client, prefix);
  });
});
