import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalUser, SeededWorld } from '../../dev/local-discord/index.js';
import { DuckTable } from '../support/duck-table.js';
import { buttonsOf, textOf } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld, withoutModeratorRights } from '../support/e2e-world.js';
import { KeyTable } from '../support/key-table.js';

let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('moderation');
  ({ local, world } = e2e);
  withoutModeratorRights(e2e);
});

afterAll(async () => {
  await e2e?.close();
});

let channels = 0;
const newChannel = () => {
  channels += 1;
  return local.model.createTextChannel(world.guild.id, { name: `moderation-${channels}` }).id;
};

function endGame(user: LocalUser, channelId: string) {
  return local.driver
    .runCommand({ user, channelId, name: 'rendezvous', subcommand: 'end-game', options: {}, locale: 'en-US' })
    .awaitResponse(5000);
}

async function answerQuestion(user: LocalUser, channelId: string, action: 'end' | 'keep') {
  const question = local.driver
    .channelView(channelId, user)
    .filter((message) => buttonsOf(message).some((button) => button.customId.startsWith('rendezvous:')))
    .at(-1);
  const button = question
    ? buttonsOf(question).find((candidate) => candidate.customId.endsWith(`:${action}`))
    : undefined;
  if (!question || !button) throw new Error('no question to answer');
  return local.driver
    .clickButton({ user, messageId: question.id, customId: button.customId, locale: 'en-US' })
    .awaitResponse(5000);
}

describe('moderators and stuck games, through the local Discord', () => {
  it('lets a moderator end a mission its players abandoned: asked first, told to everyone, the channel freed', async () => {
    const { alice, bob, dan, erin } = world.users;
    const channelId = newChannel();
    const table = new KeyTable(local, channelId);
    await table.command(alice, 'lobby', { mission: 'practice-safe', language: 'en' });
    await table.press(bob, table.lobby(bob), 'join');
    await table.press(alice, table.lobby(alice), 'start');
    await expect.poll(() => table.hasBoard(alice)).toBe(true);

    const refused = await endGame(erin, channelId);
    expect(String(refused.data?.content)).toContain('Only members who can manage messages');

    const asked = await endGame(dan, channelId);
    expect(String(asked.data?.content)).toContain('End **THE KEY** in this channel now?');
    const kept = await answerQuestion(dan, channelId, 'keep');
    expect(String(kept.data?.content)).toContain('goes on');
    expect(textOf(table.board(alice))).not.toContain('Mission stopped');

    await endGame(dan, channelId);
    const ended = await answerQuestion(dan, channelId, 'end');
    expect(String(ended.data?.content)).toContain('You ended **THE KEY**');
    await expect.poll(() => textOf(table.board(alice))).toContain('Mission stopped');
    await expect
      .poll(() => local.driver.channelView(channelId, erin).map(textOf).join('\n'))
      .toContain(`ended by moderator <@${dan.id}>`);
    // The channel is free: a new lobby opens at once.
    const duck = new DuckTable(local, channelId);
    const reopened = await duck.command(bob, 'lobby', { language: 'en' });
    expect(reopened.type).toBe(4);
    expect(textOf(duck.lobby(bob))).toContain('Racers');
  }, 120_000);

  it('ends a lobby nobody started, and answers plainly where there is nothing to end', async () => {
    const { alice, dan } = world.users;
    const channelId = newChannel();
    const duck = new DuckTable(local, channelId);
    await duck.command(alice, 'lobby', { language: 'en' });
    const first = await endGame(dan, channelId);
    expect(String(first.data?.content)).toContain('End **Duck! Duck! Go!**');
    await endGame(dan, channelId);
    const ended = await answerQuestion(dan, channelId, 'end');
    expect(String(ended.data?.content)).toContain('You ended **Duck! Duck! Go!**');
    await expect.poll(() => buttonsOf(duck.lobby(alice)).length).toBe(0);
    const again = await answerQuestion(dan, channelId, 'end');
    expect(String(again.data?.content)).toContain('already ended');
    const nothing = await endGame(dan, newChannel());
    expect(String(nothing.data?.content)).toContain('no game or lobby');
  }, 60_000);
});
