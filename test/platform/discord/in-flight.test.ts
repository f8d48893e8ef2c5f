import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInFlight } from '../../../src/platform/discord/in-flight.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Work that finishes only when told to. */
function pending() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

describe('interactions in flight at shutdown', () => {
  it('waits for those under way, and gives up on the rest once the grace is over', async () => {
    const inFlight = createInFlight();
    const quick = pending();
    const stuck = pending();
    void inFlight.run(quick.work);
    void inFlight.run(stuck.work);
    expect(inFlight.count).toBe(2);
    let result: unknown = null;
    void inFlight.drain(2_000).then((drained) => {
      result = drained;
    });
    quick.finish();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ finished: 1, cutOff: 1 });
  });

  it('resolves as soon as the last one finishes, without waiting out the grace', async () => {
    const inFlight = createInFlight();
    const only = pending();
    void inFlight.run(only.work);
    const drained = inFlight.drain(60_000);
    only.finish();
    await expect(drained).resolves.toEqual({ finished: 1, cutOff: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts no new work once draining', async () => {
    const inFlight = createInFlight();
    await inFlight.drain(2_000);
    const work = vi.fn(async () => {});
    expect(await inFlight.run(work)).toBe(false);
    expect(work).not.toHaveBeenCalled();
    expect(inFlight.draining).toBe(true);
  });

  it('counts a failed interaction as finished (the router answered it)', async () => {
    const inFlight = createInFlight();
    const failing = inFlight.run(() => Promise.reject(new Error('boom')));
    const drained = inFlight.drain(2_000);
    await expect(failing).rejects.toThrow('boom');
    await expect(drained).resolves.toEqual({ finished: 1, cutOff: 0 });
  });
});
