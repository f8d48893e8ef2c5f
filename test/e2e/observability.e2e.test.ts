import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { freePort } from '../support/free-port.js';
import { metricSum } from '../support/metrics-text.js';

const UPDATE = 7;
let e2e: E2eWorld;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  e2e = await startE2eWorld('obs', { HTTP_PORT: String(port) });
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await e2e?.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${base}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

async function health(): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}/healthz`);
  return { status: response.status, text: await response.text() };
}

const presses = (text: string, labels: Record<string, string>) =>
  metricSum(text, 'rendezvous_presses_total', { game: 'duet', ...labels });

describe('Health and metrics over HTTP, from the bot process an operator runs', () => {
  it('is healthy while Discord and Redis are up', async () => {
    expect(await health()).toEqual({ status: 200, text: 'ok\n' });
  });

  it('counts what players did: presses by outcome, answers and their latency, pictures, live games', async () => {
    const before = await scrape();
    expect(metricSum(before, 'rendezvous_shard_status', { shard: '0', status: 'ready' })).toBe(1);
    expect(metricSum(before, 'rendezvous_live_games')).toBe(0);

    const table = e2e.table();
    expect((await table.start()).type).toBe(4);
    expect((await table.clue(table.a, 'zzqa', 1)).type).toBe(UPDATE);
    const keys = await table.keys();
    expect((await table.guess(table.b, table.cellsWith(keys.A, 'agent')[0] ?? -1)).type).toBe(UPDATE);
    // A spectator's press (on a word still in play) is refused privately; the board does not change.
    const unguessed = table.words().find((word) => !word.disabled);
    const spectator = await table.press(e2e.world.users.dan, unguessed?.customId ?? '').awaitResponse();
    expect(Number(spectator.data?.flags) & 64).toBe(64);

    // Seven interactions: /duet start, Give clue and its form, My key twice, the guess, the
    // spectator's press. A handler is counted when it ends, which may be after its answer: poll.
    const total = (text: string) => presses(text, {}) - presses(before, {});
    await expect.poll(async () => total(await scrape()), { timeout: 10_000 }).toBe(7);
    const during = await scrape();
    expect(presses(during, { kind: 'command', outcome: 'answered' })).toBe(
      presses(before, { kind: 'command', outcome: 'answered' }) + 1,
    );
    expect(presses(during, { kind: 'modal', outcome: 'answered' })).toBe(
      presses(before, { kind: 'modal', outcome: 'answered' }) + 1,
    );
    expect(presses(during, { kind: 'button' })).toBe(presses(before, { kind: 'button' }) + 5);
    expect(presses(during, { outcome: 'refused' })).toBe(presses(before, { outcome: 'refused' }) + 1);
    expect(presses(during, { outcome: 'failed' })).toBe(0);
    // Every interaction was answered once, and the answer's latency observed.
    const answered = presses(during, {}) - presses(before, {});
    expect(metricSum(during, 'rendezvous_ack_seconds_count', { game: 'duet' })).toBe(
      metricSum(before, 'rendezvous_ack_seconds_count', { game: 'duet' }) + answered,
    );
    expect(metricSum(during, 'rendezvous_acks_total', { game: 'duet', result: 'sent' })).toBe(
      metricSum(before, 'rendezvous_acks_total', { game: 'duet', result: 'sent' }) + answered,
    );
    expect(metricSum(during, 'rendezvous_ack_seconds_bucket', { game: 'duet', le: '+Inf' })).toBe(
      metricSum(during, 'rendezvous_ack_seconds_count', { game: 'duet' }),
    );
    // The first board's picture followed it by an edit (later than the answers on a busy machine).
    await expect
      .poll(async () => metricSum(await scrape(), 'rendezvous_picture_lag_seconds_count'), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    expect(metricSum(during, 'rendezvous_live_games')).toBe(1);
    expect(metricSum(during, 'rendezvous_redis_round_trips_total', { client: 'games' })).toBeGreaterThan(
      metricSum(before, 'rendezvous_redis_round_trips_total', { client: 'games' }),
    );
    expect(metricSum(during, 'rendezvous_redis_errors_total')).toBe(0);
    expect(during).toMatch(/^rendezvous_render_queue_depth \d+$/m);
    expect(during).toMatch(/^rendezvous_process_resident_memory_bytes \d+/m);

    await table.endGame(table.a);
    await expect
      .poll(async () => metricSum(await scrape(), 'rendezvous_live_games'), { timeout: 10_000 })
      .toBe(0);
  });

  it("writes one request id on every log line of an interaction, down to the game's own lines", async () => {
    const table = e2e.table();
    expect((await table.start()).type).toBe(4);
    await table.clue(table.a, 'zzqb', 1);
    const keys = await table.keys();
    const press = table.press(
      table.b,
      table.words()[table.cellsWith(keys.A, 'agent')[0] ?? -1]?.customId ?? '',
    );
    expect((await press.awaitResponse()).type).toBe(UPDATE);
    const lines = () =>
      e2e.bot.output
        .join('')
        .split('\n')
        .filter((line) => line.includes(`"req":"${press.id}"`))
        .map((line) => JSON.parse(line) as { msg: string });
    await expect
      .poll(() => lines().map((line) => line.msg), { timeout: 10_000 })
      .toContain('interaction handled');
    expect(lines().map((line) => line.msg)).toEqual(expect.arrayContaining(['interaction received', 'move']));
    // No other interaction's lines carry this id.
    const others = e2e.bot.output
      .join('')
      .split('\n')
      .filter((line) => line.includes('"interactionId"') && !line.includes(press.id));
    expect(others.every((line) => !line.includes(`"req":"${press.id}"`))).toBe(true);
  });

  it('is unhealthy (503, saying why) once its Redis stops answering, and still serves its metrics', async () => {
    await e2e.redis.stop();
    await expect.poll(async () => (await health()).status, { timeout: 15_000 }).toBe(503);
    expect((await health()).text).toMatch(/redis/i);
    const text = await scrape();
    // Unknown while Redis is down (prom-client writes NaN as `Nan`, which Prometheus reads as NaN).
    expect(text).toMatch(/^rendezvous_live_games nan$/im);
    expect(metricSum(text, 'rendezvous_redis_errors_total', { client: 'games' })).toBeGreaterThan(0);
  });
});
