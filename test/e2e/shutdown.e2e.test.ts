import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { waitUntil } from '../support/free-port.js';

const GRACE_MS = 8_000;
let e2e: E2eWorld;
let pid: number | undefined;

beforeAll(async () => {
  e2e = await startE2eWorld('shutdown', { SHUTDOWN_GRACE_MS: String(GRACE_MS) });
  pid = e2e.bot.pid;
});

afterAll(async () => {
  // Only if the bot failed to exit by itself.
  if (pid !== undefined && e2e?.bot.running) process.kill(pid, 'SIGKILL');
  e2e?.redis.thaw();
  await e2e?.close();
});

const logged = (text: string) => e2e.bot.output.join('').includes(text);
const logLines = () =>
  e2e.bot.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('SIGTERM: the bot stops taking interactions, finishes those under way, then exits', () => {
  it('answers a press already being handled, drops one arriving after, and exits by itself', async () => {
    const table = e2e.table();
    expect((await table.start()).type).toBe(4);
    await table.clue(table.a, 'zzqa', 1);
    const keys = await table.keys();
    const agent = table.cellsWith(keys.A, 'agent')[0] ?? -1;
    const word = table.words()[agent]?.customId ?? '';

    // Redis stalls, so the press is held in the middle of its handling when SIGTERM arrives.
    e2e.redis.freeze();
    const inFlight = table.press(table.b, word);
    await waitUntil(() => logged(`"req":"${inFlight.id}"`), 5_000, 'the press to reach the bot');
    const exited = e2e.bot.kill('SIGTERM');
    await waitUntil(() => logged('"msg":"stopping"'), 5_000, 'the bot to begin shutting down');
    // A press arriving now starts no work.
    const late = table.press(table.a, table.control('key').customId);
    await waitUntil(() => logged('interaction dropped'), 5_000, 'the late press to be dropped');
    // Redis answers again (well within the store's timeout): the press under way completes.
    e2e.redis.thaw();

    const answer = await inFlight.awaitResponse(5_000);
    // Answered in place (7), or deferred first (6) on a slow machine and edited after.
    expect([6, 7]).toContain(answer.type);
    await expect.poll(() => table.boardText(), { timeout: 10_000 }).toContain('Agents found: **1/15**');

    // It exits on its own: no second signal, no SIGKILL.
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      exited.then(() => 'exited'),
      new Promise((resolve) => {
        timer = setTimeout(() => resolve('still running'), GRACE_MS + 20_000);
      }),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe('exited');

    const drained = logLines().find((line) => line.msg === 'interactions drained');
    // The press, and any earlier handler still finishing its work (My key draws its picture).
    expect(drained).toMatchObject({ cutOff: 0 });
    expect(drained?.finished).toBeGreaterThanOrEqual(1);
    expect(logLines().find((line) => line.msg === 'interaction dropped: shutting down')).toMatchObject({
      interactionId: late.id,
    });
    await expect(late.awaitResponse(200)).rejects.toThrow(/did not answer/);
  });
});
