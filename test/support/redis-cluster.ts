import type { RedisTarget } from '../../src/platform/redis/redis-target.js';
import { freePort, waitUntil } from './free-port.js';
import { NO_PERSISTENCE, RedisNodeProcess, runRedisCli } from './redis-node.js';

const MASTERS = 3;

/**
 * A three-master Redis Cluster (no replicas) on free loopback ports, each node in its own temp
 * dir, nothing persisted. Start it once per test file: `redis-cli --cluster create` takes a moment.
 */
export class TestRedisCluster {
  private constructor(readonly nodes: RedisNodeProcess[]) {}

  static async start(): Promise<TestRedisCluster> {
    const nodes: RedisNodeProcess[] = [];
    const cluster = new TestRedisCluster(nodes);
    try {
      // Each node's bus port is chosen too (Redis 7): port + 10000 may be taken or past 65535.
      const distinct = new Set<number>();
      while (distinct.size < MASTERS * 2) distinct.add(await freePort());
      const ports = [...distinct];
      for (let index = 0; index < MASTERS; index++) {
        const port = ports[index * 2] as number;
        const busPort = ports[index * 2 + 1] as number;
        nodes.push(
          await RedisNodeProcess.start(port, (dir) => [
            '--port',
            String(port),
            '--bind',
            '127.0.0.1',
            '--cluster-enabled',
            'yes',
            '--cluster-port',
            String(busPort),
            '--cluster-config-file',
            `${dir}/nodes.conf`,
            '--cluster-node-timeout',
            '5000',
            '--dir',
            dir,
            ...NO_PERSISTENCE,
          ]),
        );
      }
      await runRedisCli([
        '--cluster',
        'create',
        ...nodes.map((node) => `127.0.0.1:${node.port}`),
        '--cluster-replicas',
        '0',
        '--cluster-yes',
      ]);
      await waitUntil(() => cluster.isReady(), 20_000, 'the test Redis Cluster to be ready');
      return cluster;
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  }

  get target(): RedisTarget & { kind: 'cluster' } {
    return { kind: 'cluster', nodes: this.nodes.map((node) => ({ host: '127.0.0.1', port: node.port })) };
  }

  /** `host:port,…` as REDIS_CLUSTER_NODES takes it. */
  get environment(): string {
    return this.nodes.map((node) => `127.0.0.1:${node.port}`).join(',');
  }

  async stop(): Promise<void> {
    await Promise.all(this.nodes.map((node) => node.stop()));
  }

  /** Every node sees the whole cluster up, every slot served. */
  private async isReady(): Promise<boolean> {
    const states = await Promise.all(
      this.nodes.map(async (node) => {
        const client = node.client();
        try {
          await client.connect();
          return /cluster_state:ok/.test(await client.cluster('INFO'));
        } catch {
          return false;
        } finally {
          client.disconnect();
        }
      }),
    );
    return states.every(Boolean);
  }
}
