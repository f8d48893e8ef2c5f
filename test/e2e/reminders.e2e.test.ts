import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, SeededWorld } from '../../dev/local-discord/index.js';
import { buttonsOf, textOf } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld, withoutModeratorRights } from '../support/e2e-world.js';
import { KeyTable } from '../support/key-table.js';
import { isPublic } from '../support/staged-table.js';

let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

/** A reminder after 2 s, looked for every second: the real delay is the server's setting in minutes. */
beforeAll(async () => {
  e2e = await startE2eWorld('reminders', { REMINDER_DELAY_SECONDS: '2', EXPIRY_SWEEP_SECONDS: '1' });
  ({ local, world } = e2e);
  withoutModeratorRights(e2e);
});

afterAll(async () => {
  await e2e?.close();
});

let channels = 0;
async function mission(): Promise<KeyTable> {
  channels += 1;
  const channelId = local.model.createTextChannel(world.guild.id, { name: `reminders-${channels}` }).id;
  const table = new KeyTable(local, channelId);
  const { alice, bob } = world.users;
  await table.command(alice, 'lobby', { mission: 'practice-safe', language: 'en' });
  await table.press(bob, table.lobby(bob), 'join');
  await table.press(alice, table.lobby(alice), 'start');
  await expect.poll(() => table.hasBoard(alice)).toBe(true);
  return table;
}

const remindersIn = (channelId: string) =>
  local.driver
    .channelView(channelId, world.users.csilla)
    .filter((message) => isPublic(message) && textOf(message).startsWith('⏰'))
    .map(textOf);
const reminders = (table: KeyTable) => remindersIn(table.channelId);

describe('turn reminders, through the local Discord', () => {
  it('come for a Duet started from its lobby, before anyone has moved', async () => {
    const { alice, bob } = world.users;
    channels += 1;
    const channelId = local.model.createTextChannel(world.guild.id, { name: `reminders-${channels}` }).id;
    const opened = local.driver.runCommand({ user: alice, channelId, name: 'duet', subcommand: 'lobby' });
    await opened.awaitAnswer();
    const roster = opened.answerMessage();
    if (!roster) throw new Error('no lobby message');
    const press = (user: typeof alice, action: string, arg?: string) => {
      const button = buttonsOf(local.model.message(roster.id).api).find((candidate) => {
        const [, , , pressed, argument] = candidate.customId.split(':');
        return pressed === action && (arg === undefined || argument === arg);
      });
      if (!button) throw new Error(`no ${action} button on the roster`);
      return local.driver
        .clickButton({ user, messageId: roster.id, customId: button.customId })
        .awaitAnswer();
    };
    await press(bob, 'join', 'B');
    await press(alice, 'start');
    await expect
      .poll(() => remindersIn(channelId), { timeout: 10_000 })
      .toEqual([expect.stringMatching(/^⏰ <@\d+>( <@\d+>)?: \*\*Duet\*\* is waiting for you\.$/u)]);
  });

  it('mention whoever the game waits on once, and go when the turn moves on', async () => {
    const { alice, bob } = world.users;
    const table = await mission();
    await expect
      .poll(() => reminders(table), { timeout: 10_000 })
      .toEqual([`⏰ <@${alice.id}>: **THE KEY** is waiting for you.`]);
    const posted = local.requests
      .entries()
      .find(
        (entry) =>
          entry.method === 'POST' &&
          entry.path.includes(table.channelId) &&
          JSON.stringify(entry.body).includes('is waiting for you'),
      );
    expect(
      (posted?.body as { allowed_mentions?: { users?: string[] } } | undefined)?.allowed_mentions?.users,
    ).toEqual([alice.id]);
    // At most one per turn: it is not repeated while Alice still has not played.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(reminders(table)).toHaveLength(1);
    await table.playTurn(alice);
    await expect
      .poll(() => reminders(table), { timeout: 10_000 })
      .toEqual([`⏰ <@${bob.id}>: **THE KEY** is waiting for you.`]);
  }, 60_000);

  it("stop for a game whose players ask, and never for a stranger's asking", async () => {
    const { alice, bob, erin } = world.users;
    const table = await mission();
    await expect.poll(() => reminders(table).length, { timeout: 10_000 }).toBe(1);
    const reminder = local.driver
      .channelView(table.channelId, alice)
      .filter((message) => textOf(message).startsWith('⏰'))
      .at(-1);
    const mute = reminder
      ? buttonsOf(reminder).find((button) => button.customId.endsWith(':mute'))
      : undefined;
    if (!reminder || !mute) throw new Error('no mute button on the reminder');
    const press = (user: typeof alice) =>
      local.driver
        .clickButton({ user, messageId: reminder.id, customId: mute.customId, locale: 'en-US' })
        .awaitResponse(5000);
    expect(String((await press(erin)).data?.content)).toContain("Only the game's players");
    expect(String((await press(bob)).data?.content)).toContain('No more reminders for this game');
    await expect.poll(() => reminders(table), { timeout: 5000 }).toEqual([]);
    await table.playTurn(alice);
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(reminders(table)).toEqual([]);
  }, 60_000);

  it('stay silent on a server that turned them off', async () => {
    const { alice } = world.users;
    await local.driver
      .runCommand({
        user: alice,
        channelId: world.channels.general.id,
        name: 'rendezvous',
        subcommandGroup: 'settings',
        subcommand: 'set',
        options: { reminders: false },
        locale: 'en-US',
      })
      .awaitResponse(5000);
    const table = await mission();
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(reminders(table)).toEqual([]);
  }, 60_000);
});
