import { afterAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../../../src/platform/metrics/metrics.js';
import { redisObserver } from '../../../src/platform/metrics/redis-metrics.js';
import { createRedisClient } from '../../../src/platform/redis/redis-client.js';
import { TEST_REDIS_URL, testPrefix } from '../../support/redis.js';

/** The value of one series in Prometheus's text format (undefined when absent). */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics read at scrape time', () => {
  it('reports NaN for a value that cannot be read (Redis down), and the rest of the scrape still arrives', async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.presses.inc({ game: 'duet', kind: 'button', outcome: 'answered' });
    metrics.liveGames.readFrom(() => Promise.reject(new Error('redis down')));
    const text = await metrics.registry.metrics();
    expect(seriesValue(text, 'rendezvous_live_games')).toBeNaN();
    expect(seriesValue(text, 'rendezvous_presses_total{game="duet",kind="button",outcome="answered"}')).toBe(
      1,
    );
  });

  it('reads the newest value on every scrape', async () => {
    const metrics = createMetrics({ processMetrics: false });
    let waiting = 3;
    metrics.renderQueueDepth.readFrom(() => waiting);
    expect(seriesValue(await metrics.registry.metrics(), 'rendezvous_render_queue_depth')).toBe(3);
    waiting = 0;
    expect(seriesValue(await metrics.registry.metrics(), 'rendezvous_render_queue_depth')).toBe(0);
  });

  it('shows each shard on exactly one state, the newest it reported', async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.setShard(0, 'ready');
    metrics.setShard(1, 'ready');
    metrics.setShard(1, 'disconnected');
    const text = await metrics.registry.metrics();
    expect(seriesValue(text, 'rendezvous_shard_status{shard="0",status="ready"}')).toBe(1);
    expect(seriesValue(text, 'rendezvous_shard_status{shard="1",status="ready"}')).toBe(0);
    expect(seriesValue(text, 'rendezvous_shard_status{shard="1",status="disconnected"}')).toBe(1);
    expect(seriesValue(text, 'rendezvous_shard_status{shard="1",status="resuming"}')).toBe(0);
  });

  it("collects Node's process metrics under the bot's prefix, into its own registry only", async () => {
    const text = await createMetrics().registry.metrics();
    expect(text).toContain('rendezvous_process_resident_memory_bytes');
    expect(text).toContain('rendezvous_nodejs_eventloop_lag_seconds');
    expect(text).not.toMatch(/^process_/m);
  });
});

describe('Redis round trips and errors, counted on a real connection', () => {
  const redis = createRedisClient({ kind: 'url', url: TEST_REDIS_URL });
  const metrics = createMetrics({ processMetrics: false });
  redisObserver(metrics)(redis, 'games');
  const prefix = testPrefix();
  const count = async (name: 'rendezvous_redis_round_trips_total' | 'rendezvous_redis_errors_total') =>
    seriesValue(await metrics.registry.metrics(), `${name}{client="games"}`) ?? 0;

  afterAll(async () => {
    await redis.del(`${prefix}n`, `${prefix}text`);
    redis.disconnect();
  });

  it('counts a command as one round trip, and a pipeline or transaction of several as one', async () => {
    await redis.connect();
    const start = await count('rendezvous_redis_round_trips_total');
    await redis.incr(`${prefix}n`);
    expect(await count('rendezvous_redis_round_trips_total')).toBe(start + 1);
    await redis.pipeline().incr(`${prefix}n`).incr(`${prefix}n`).get(`${prefix}n`).exec();
    expect(await count('rendezvous_redis_round_trips_total')).toBe(start + 2);
    await redis.multi().incr(`${prefix}n`).incr(`${prefix}n`).exec();
    expect(await count('rendezvous_redis_round_trips_total')).toBe(start + 3);
  });

  it('counts a command Redis refuses as an error, and nothing for those that succeed', async () => {
    expect(await count('rendezvous_redis_errors_total')).toBe(0);
    await redis.set(`${prefix}text`, 'not a number');
    await expect(redis.incr(`${prefix}text`)).rejects.toThrow(/not an integer/);
    expect(await count('rendezvous_redis_errors_total')).toBe(1);
  });
});
