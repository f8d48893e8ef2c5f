import { describe, expect, it } from 'vitest';
import { createSerialWrites } from '../../../src/platform/discord/serial-writes.js';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request that lands when told to, logging when it goes out and when it lands. */
function request(log: string[], name: string) {
  let land = () => {};
  const write = () => {
    log.push(`${name} sent`);
    return new Promise<string>((resolve) => {
      land = () => {
        log.push(`${name} landed`);
        resolve(name);
      };
    });
  };
  return { write, land: () => land() };
}

describe('writes to one message', () => {
  it('send an answer only once the edit on its way landed', async () => {
    const writes = createSerialWrites({ editMs: 5_000, answerMs: 5_000 });
    const log: string[] = [];
    const picture = request(log, 'picture');
    const answer = request(log, 'answer');
    const edited = writes.edit('m', picture.write);
    const answered = writes.answer('m', answer.write);
    const elsewhere = writes.answer('other', async () => void log.push('other message answered'));
    await later(10);
    expect(log).toEqual(['picture sent', 'other message answered']);
    picture.land();
    await edited;
    await later(0);
    answer.land();
    expect(await answered).toBe('answer');
    await elsewhere;
    expect(log).toEqual([
      'picture sent',
      'other message answered',
      'picture landed',
      'answer sent',
      'answer landed',
    ]);
    await later(0);
    expect(writes.size).toBe(0);
  });

  it('send answers without waiting for each other, and an edit only after every answer before it', async () => {
    const writes = createSerialWrites({ editMs: 5_000, answerMs: 5_000 });
    const log: string[] = [];
    const first = request(log, 'first answer');
    const second = request(log, 'second answer');
    const picture = request(log, 'picture');
    void writes.answer('m', first.write);
    void writes.answer('m', second.write);
    const edited = writes.edit('m', picture.write);
    expect(log).toEqual(['first answer sent', 'second answer sent']);
    second.land();
    await later(5);
    expect(log).not.toContain('picture sent');
    first.land();
    await later(5);
    picture.land();
    await edited;
    expect(log).toEqual([
      'first answer sent',
      'second answer sent',
      'second answer landed',
      'first answer landed',
      'picture sent',
      'picture landed',
    ]);
  });

  it('let an answer pass an edit still waiting for its turn, and go on after a failed write', async () => {
    const writes = createSerialWrites({ editMs: 5_000, answerMs: 5_000 });
    const log: string[] = [];
    const answer = request(log, 'answer');
    void writes.answer('m', answer.write);
    const waiting = writes.edit('m', async () => {
      log.push('edit sent');
      throw new Error('refused');
    });
    const passing = writes.answer('m', async () => void log.push('newer answer sent'));
    await passing;
    expect(log).toEqual(['answer sent', 'newer answer sent']);
    answer.land();
    await expect(waiting).rejects.toThrow('refused');
    await writes.edit('m', async () => void log.push('next edit sent'));
    expect(log.at(-1)).toBe('next edit sent');
  });

  it('stop waiting for a write stuck on the network: an answer sooner than an edit', async () => {
    const writes = createSerialWrites({ editMs: 200, answerMs: 40 });
    void writes.edit('m', () => new Promise(() => {}));
    const before = performance.now();
    await writes.answer('m', async () => {});
    const answeredAfter = performance.now() - before;
    expect(answeredAfter).toBeGreaterThanOrEqual(35);
    expect(answeredAfter).toBeLessThan(190);
    await writes.edit('m', async () => {});
    expect(performance.now() - before).toBeGreaterThanOrEqual(195);
  });
});
