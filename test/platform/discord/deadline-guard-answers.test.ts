import { MessageFlags } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFER_AFTER_MS, guardDeadline } from '../../../src/platform/discord/deadline-guard.js';
import { captureLogger } from '../../support/capture-logger.js';

/** A button press as discord.js hands it over, recording which acknowledgements reach Discord. */
function pressRecording(calls: string[]) {
  const record = (name: string) => async (_options?: unknown) => {
    calls.push(name);
    return { name };
  };
  return {
    id: '1',
    locale: 'en-US',
    replied: false,
    deferred: false,
    isRepliable: () => true,
    isMessageComponent: () => true,
    isModalSubmit: () => false,
    reply: record('reply'),
    update: record('update'),
    showModal: record('showModal'),
    deferReply: record('deferReply'),
    deferUpdate: record('deferUpdate'),
    editReply: record('editReply'),
    followUp: record('followUp'),
    deleteReply: record('deleteReply'),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the deadline guard, answer by answer', () => {
  it('leaves a quick answer alone', async () => {
    const calls: string[] = [];
    const press = pressRecording(calls);
    const guard = guardDeadline(press as never, captureLogger().log);
    await press.update({ components: [] });
    await vi.advanceTimersByTimeAsync(DEFER_AFTER_MS + 100);
    guard.done();
    expect(calls).toEqual(['update']);
  });

  it("defers a slow press once; the handler's own deferral, update and private reply then follow it", async () => {
    const calls: string[] = [];
    const press = pressRecording(calls);
    const guard = guardDeadline(press as never, captureLogger().log);
    await vi.advanceTimersByTimeAsync(DEFER_AFTER_MS + 100);
    await press.deferUpdate();
    await press.update({ components: [] });
    await press.reply({ content: 'only you', flags: MessageFlags.Ephemeral });
    guard.done();
    expect(calls).toEqual(['deferUpdate', 'editReply', 'followUp']);
  });
});
