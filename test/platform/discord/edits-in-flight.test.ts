import { describe, expect, it } from 'vitest';
import { createEditsInFlight } from '../../../src/platform/discord/edits-in-flight.js';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An edit that lands, or is refused, when told to. */
function edit() {
  let land: (ok: boolean) => void = () => {};
  const sent = new Promise<string>((resolve, reject) => {
    land = (ok) => (ok ? resolve('landed') : reject(new Error('refused')));
  });
  return { sent, land };
}

describe("a game's picture edit on its way", () => {
  it('holds an answer until it lands, and only on its own game', async () => {
    const edits = createEditsInFlight(5_000);
    expect(edits.landed('g')).toBeNull();
    const picture = edit();
    const sent = edits.send('g', picture.sent);
    expect(edits.landed('other')).toBeNull();
    let answered = false;
    const answer = edits.landed('g')?.then(() => {
      answered = true;
    });
    await later(10);
    expect(answered).toBe(false);
    picture.land(true);
    expect(await sent).toBe('landed');
    await answer;
    expect(answered).toBe(true);
    expect(edits.landed('g')).toBeNull();
  });

  it('lets the answer go once it is refused, or after the longest wait when it is stuck', async () => {
    const edits = createEditsInFlight(40);
    const refused = edit();
    const failed = edits.send('g', refused.sent);
    const waiting = edits.landed('g');
    refused.land(false);
    await expect(failed).rejects.toThrow('refused');
    await waiting;
    expect(edits.landed('g')).toBeNull();

    void edits.send('g', new Promise(() => {}));
    const before = performance.now();
    await edits.landed('g');
    expect(performance.now() - before).toBeGreaterThanOrEqual(35);
  });
});
