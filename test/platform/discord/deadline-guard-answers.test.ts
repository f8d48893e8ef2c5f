import { MessageFlags } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFER_AFTER_MS, guardDeadline } from '../../../src/platform/discord/deadline-guard.js';
import { captureLogger } from '../../support/capture-logger.js';

/** A button press as discord.js hands it over, recording which acknowledgements reach Discord. */
function pressRecording(calls: string[], { onPrivateMessage = false, command = false } = {}) {
  const record = (name: string) => async (options?: unknown) => {
    const flags = (options as { flags?: number } | undefined)?.flags ?? 0;
    calls.push(flags & MessageFlags.Ephemeral ? `${name} (private)` : name);
    return { name, id: name, flags: { has: () => true } };
  };
  return {
    id: '1',
    locale: 'en-US',
    replied: false,
    deferred: false,
    channelId: '10',
    message: command
      ? null
      : { id: '20', channelId: '10', client: { options: {} }, flags: { has: () => onPrivateMessage } },
    client: { rest: { patch: async (route: string) => calls.push(`patch ${route}`) } },
    isRepliable: () => true,
    isMessageComponent: () => !command,
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
    expect(calls).toEqual(['deferUpdate', 'editReply', 'followUp (private)']);
  });

  it('defers a press whose answer is private with a private "thinking", which its answer fills', async () => {
    const calls: string[] = [];
    const press = pressRecording(calls);
    const guard = guardDeadline(press as never, captureLogger().log, { answer: 'private' });
    await vi.advanceTimersByTimeAsync(DEFER_AFTER_MS + 100);
    await press.reply({ content: 'your key', flags: MessageFlags.Ephemeral });
    await press.reply({ content: 'and more', flags: MessageFlags.Ephemeral });
    guard.done();
    expect(calls).toEqual(['deferReply (private)', 'editReply', 'followUp (private)']);
  });

  it('sends a public answer after a private deferral as its own message, and redraws the pressed message by id', async () => {
    const calls: string[] = [];
    const press = pressRecording(calls);
    const guard = guardDeadline(press as never, captureLogger().log, { answer: 'private' });
    await vi.advanceTimersByTimeAsync(DEFER_AFTER_MS + 100);
    await press.update({ components: [] });
    await press.reply({ content: 'for everyone' });
    guard.done();
    expect(calls).toEqual([
      'deferReply (private)',
      'patch /channels/10/messages/20',
      'editReply',
      'followUp',
    ]);
  });

  it('takes away a private deferral nothing filled', async () => {
    const calls: string[] = [];
    const press = pressRecording(calls);
    const guard = guardDeadline(press as never, captureLogger().log, { answer: 'private' });
    await vi.advanceTimersByTimeAsync(DEFER_AFTER_MS + 100);
    await press.update({ components: [] });
    guard.done();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['deferReply (private)', 'patch /channels/10/messages/20', 'deleteReply']);
  });

  it('keeps a private message pressed on, and defers every command privately', async () => {
    const calls: string[] = [];
    const onPrivate = pressRecording(calls, { onPrivateMessage: true });
    guardDeadline(onPrivate as never, captureLogger().log, { answer: 'private' });
    const command = pressRecording(calls, { command: true });
    guardDeadline(command as never, captureLogger().log);
    await vi.advanceTimersByTimeAsync(DEFER_AFTER_MS + 100);
    expect(calls).toEqual(['deferUpdate', 'deferReply (private)']);
  });

  it('defers at once when told to, but never a press that opens a form before the usual time', async () => {
    const calls: string[] = [];
    guardDeadline(pressRecording(calls) as never, captureLogger().log, { deferAfterMs: 0 });
    guardDeadline(pressRecording(calls) as never, captureLogger().log, { deferAfterMs: 0, answer: 'form' });
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toEqual(['deferUpdate']);
    await vi.advanceTimersByTimeAsync(DEFER_AFTER_MS);
    expect(calls).toEqual(['deferUpdate', 'deferReply (private)']);
  });
});
