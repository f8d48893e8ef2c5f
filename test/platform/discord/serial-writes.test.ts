import { describe, expect, it } from 'vitest';
import { createSerialWrites } from '../../../src/platform/discord/serial-writes.js';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('writes to one message', () => {
  it('go out in the order asked, each after the one before settled, failed ones included', async () => {
    const writes = createSerialWrites(5_000);
    const log: string[] = [];
    const first = writes.run('m', async () => {
      log.push('first sent');
      await later(30);
      log.push('first landed');
      throw new Error('refused');
    });
    const second = writes.run('m', async () => {
      log.push('second sent');
      return 2;
    });
    const elsewhere = writes.run('other', async () => void log.push('other message sent'));
    await expect(first).rejects.toThrow('refused');
    expect(await second).toBe(2);
    await elsewhere;
    expect(log).toEqual(['first sent', 'other message sent', 'first landed', 'second sent']);
    await later(0);
    expect(writes.size).toBe(0);
  });

  it('start at once when nothing is under way, and stop waiting for a write stuck on the network', async () => {
    const writes = createSerialWrites(40);
    let started = false;
    void writes.run('m', () => {
      started = true;
      return new Promise(() => {});
    });
    expect(started).toBe(true);
    const before = performance.now();
    await writes.run('m', async () => {});
    expect(performance.now() - before).toBeGreaterThanOrEqual(35);
  });
});
