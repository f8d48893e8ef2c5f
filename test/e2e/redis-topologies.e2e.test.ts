import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient, type RedisClient } from '../../src/platform/redis/redis-client.js';
import type { RedisTarget } from '../../src/platform/redis/redis-target.js';
import { RedisGameStore } from '../../src/platform/store/redis-store.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { testPrefix } from '../support/redis.js';
import { TestRedisCluster } from '../support/redis-cluster.js';
import { TestRedisSentinel } from '../support/redis-sentinel.js';

const UPDATE = 7;

interface RedisServers {
  target: RedisTarget;
  /** How the bot is told: REDIS_CLUSTER_NODES, or REDIS_SENTINELS and REDIS_SENTINEL_NAME. */
  environment: Record<string, string>;
  stop(): Promise<void>;
}

const topologies: [string, () => Promise<RedisServers>][] = [
  [
    'a three-master Redis Cluster',
    async () => {
      const cluster = await TestRedisCluster.start();
      return {
        target: cluster.target,
        environment: { REDIS_CLUSTER_NODES: cluster.environment },
        stop: () => cluster.stop(),
      };
    },
  ],
  [
    'Redis Sentinel',
    async () => {
      const sentinel = await TestRedisSentinel.start();
      return { target: sentinel.target, environment: sentinel.environment, stop: () => sentinel.stop() };
    },
  ],
];

describe.each(topologies)('Duet end to end on %s', (_, startServers) => {
  let servers: RedisServers;
  let e2e: E2eWorld;
  let client: RedisClient;
  let store: RedisGameStore;

  beforeAll(async () => {
    servers = await startServers();
    const prefix = testPrefix();
    // The world also starts a single Redis of its own; REDIS_URL='' keeps the bot off it, on these.
    e2e = await startE2eWorld('topology', { REDIS_URL: '', REDIS_PREFIX: prefix, ...servers.environment });
    client = createRedisClient(servers.target);
    client.on('error', () => {});
    await client.connect();
    store = new RedisGameStore(client, { prefix });
  }, 120_000);

  afterAll(async () => {
    client?.disconnect();
    await e2e?.close();
    await servers?.stop();
  });

  it('plays clues and guesses, refuses a stale press, lets one of two racing presses in, and stores what the board shows', async () => {
    const table = e2e.table();
    expect((await table.start()).type).toBe(4);
    const keys = await table.keys();
    await table.clue(table.a, 'zzqa', 5);
    const agents = table.cellsWith(keys.A, 'agent');
    const [first, second, third, fourth] = agents;
    expect((await table.guess(table.b, first ?? -1)).type).toBe(UPDATE);
    const old = table.words()[third ?? -1]?.customId ?? '';
    expect((await table.guess(table.b, second ?? -1)).type).toBe(UPDATE);
    expect(table.boardText()).toContain('Agents found: **2/15**');

    // A button drawn before the last move is refused (the board redrawn), nothing played.
    expect((await table.press(table.b, old, true).awaitResponse()).type).toBe(UPDATE);
    expect(table.words()[third ?? -1]?.disabled).toBe(false);
    // Two presses on the same version at once: the compare-and-set lets exactly one in.
    const racing = [third, fourth].map((cell) =>
      table.press(table.b, table.words()[cell ?? -1]?.customId ?? ''),
    );
    await Promise.all(racing.map((press) => press.awaitResponse()));
    await expect.poll(() => table.words().filter((word) => word.emoji === '✅').length).toBe(3);

    // The game as stored (read back through the same topology) is the one the board shows: one
    // move per version its buttons carry, the guesses stored exactly the words shown found.
    const [, gameId = '', version] = table.words()[0]?.customId.split(':') ?? [];
    expect(await store.gameIdInChannel(table.channelId)).toBe(gameId);
    const stored = (await store.get(gameId))?.data as { engine: { moves: unknown[] } } | undefined;
    const moves = stored?.engine.moves ?? [];
    expect(moves).toHaveLength(Number(version));
    const guessed = moves.flatMap((move) => (typeof move === 'string' ? [Number(move.slice(2))] : []));
    const found = table.words().flatMap((word, cell) => (word.emoji === '✅' ? [cell] : []));
    expect(guessed.sort()).toEqual(found.sort());
  });
});
