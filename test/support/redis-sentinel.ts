import { writeFileSync } from 'node:fs';
import type { RedisTarget } from '../../src/platform/redis/redis-target.js';
import { freePort, waitUntil } from './free-port.js';
import { NO_PERSISTENCE, RedisNodeProcess } from './redis-node.js';

export const SENTINEL_MASTER_NAME = 'rdv-test-master';

/**
 * One master and one Sentinel watching it (quorum 1) on free loopback ports, nothing persisted:
 * enough for a client to find the master through Sentinel as it would in production.
 */
export class TestRedisSentinel {
  private constructor(
    readonly master: RedisNodeProcess,
    readonly sentinel: RedisNodeProcess,
  ) {}

  static async start(): Promise<TestRedisSentinel> {
    const masterPort = await freePort();
    const master = await RedisNodeProcess.start(masterPort, (dir) => [
      '--port',
      String(masterPort),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      ...NO_PERSISTENCE,
    ]);
    try {
      const sentinelPort = await freePort();
      // A Sentinel rewrites its configuration file, so it gets one of its own in its temp dir.
      const sentinel = await RedisNodeProcess.start(sentinelPort, (dir) => {
        const file = `${dir}/sentinel.conf`;
        writeFileSync(
          file,
          [
            `port ${sentinelPort}`,
            'bind 127.0.0.1',
            `dir ${dir}`,
            `sentinel monitor ${SENTINEL_MASTER_NAME} 127.0.0.1 ${masterPort} 1`,
            `sentinel down-after-milliseconds ${SENTINEL_MASTER_NAME} 5000`,
            '',
          ].join('\n'),
        );
        return [file, '--sentinel'];
      });
      const setUp = new TestRedisSentinel(master, sentinel);
      await waitUntil(() => setUp.knowsMaster(), 10_000, 'the Sentinel to know its master');
      return setUp;
    } catch (error) {
      await master.stop();
      throw error;
    }
  }

  get target(): RedisTarget & { kind: 'sentinel' } {
    return {
      kind: 'sentinel',
      sentinels: [{ host: '127.0.0.1', port: this.sentinel.port }],
      name: SENTINEL_MASTER_NAME,
    };
  }

  /** REDIS_SENTINELS and REDIS_SENTINEL_NAME as the bot reads them. */
  get environment(): Record<string, string> {
    return { REDIS_SENTINELS: `127.0.0.1:${this.sentinel.port}`, REDIS_SENTINEL_NAME: SENTINEL_MASTER_NAME };
  }

  async stop(): Promise<void> {
    await this.sentinel.stop();
    await this.master.stop();
  }

  private async knowsMaster(): Promise<boolean> {
    const client = this.sentinel.client();
    try {
      await client.connect();
      const address = (await client.call('SENTINEL', 'get-master-addr-by-name', SENTINEL_MASTER_NAME)) as
        | string[]
        | null;
      return address?.[1] === String(this.master.port);
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  }
}
