import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalUser, SeededWorld } from '../../dev/local-discord/index.js';
import { tKey } from '../../src/games/the-key/i18n/index.js';
import { DuckTable } from '../support/duck-table.js';
import { buttonsOf, DuetTable, textOf } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { KeyTable } from '../support/key-table.js';

let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('settings');
  ({ local, world } = e2e);
  // Erin is an ordinary member; Alice owns the server.
  local.model.denyMemberPermissions(world.guild.id, world.users.erin.id, PermissionFlagsBits.ManageGuild);
});

afterAll(async () => {
  await e2e?.close();
});

let channels = 0;
const newChannel = () => {
  channels += 1;
  return local.model.createTextChannel(world.guild.id, { name: `settings-${channels}` }).id;
};

async function settings(
  user: LocalUser,
  subcommand: 'show' | 'set' | 'game-channel',
  options: Record<string, string | number | boolean> = {},
): Promise<string> {
  const answer = await local.driver
    .runCommand({
      user,
      channelId: world.channels.general.id,
      name: 'rendezvous',
      subcommandGroup: 'settings',
      subcommand,
      options,
      locale: 'en-US',
    })
    .awaitResponse(5000);
  return String(answer.data?.content ?? '');
}

describe('server settings, through the local Discord', () => {
  it('are for managers only, and shown in full', async () => {
    expect(await settings(world.users.erin, 'show')).toContain('Only members who can manage the server');
    const shown = await settings(world.users.alice, 'show');
    for (const line of [
      'Language of boards',
      'Games may be opened in: every channel',
      'Private team threads: on',
      'Turn reminders: on, after 10 min',
    ])
      expect(shown).toContain(line);
  });

  it('set the boards’ language a lobby takes when its command names none', async () => {
    const { alice } = world.users;
    expect(await settings(alice, 'set', { language: 'ja', 'reminder-minutes': 15 })).toContain(
      'after 15 min',
    );
    const table = new KeyTable(local, newChannel());
    await table.command(alice, 'lobby', { mission: 'practice-safe' });
    expect(textOf(table.lobby(alice))).toContain(tKey('ja', 'lobby.title'));
    await settings(alice, 'set', { language: 'server' });
  });

  it('keep games to the channels named, and let every channel host them again once none is', async () => {
    const { alice, bob } = world.users;
    const gameChannel = newChannel();
    const elsewhere = newChannel();
    expect(await settings(alice, 'game-channel', { channel: gameChannel, allowed: true })).toContain(
      `<#${gameChannel}>`,
    );
    const refused = await new DuckTable(local, elsewhere).command(bob, 'lobby', { language: 'en' });
    expect(String(refused.data?.content)).toContain(`Games are played in <#${gameChannel}>`);
    expect(local.driver.channelView(elsewhere, alice).length).toBe(0);
    const there = new DuckTable(local, gameChannel);
    await there.command(bob, 'lobby', { language: 'en' });
    expect(textOf(there.lobby(bob))).toContain('Racers');
    await settings(alice, 'game-channel', { channel: gameChannel, allowed: false });
    const again = new DuckTable(local, elsewhere);
    await again.command(bob, 'lobby', { language: 'en' });
    expect(textOf(again.lobby(bob))).toContain('Racers');
  });

  it('give new Duet tables the server’s timer tokens and turn order, which a command’s own options still beat', async () => {
    const { alice, bob, erin } = world.users;
    const duet = (user: LocalUser, subcommand: string, options: Record<string, string | number | boolean>) =>
      local.driver
        .runCommand({ user, channelId: newChannel(), name: 'duet', subcommand, options, locale: 'en-US' })
        .awaitResponse(5000);
    const refused = await duet(erin, 'defaults', { tokens: 11 });
    expect(String(refused.data?.content)).toContain('Only members who can manage the server');
    const set = await duet(alice, 'defaults', { tokens: 11, turn_order: 'free' });
    expect(String(set.data?.content)).toContain('start with 11 timer tokens, turn order: Free');
    expect(await settings(alice, 'show')).toContain('start with 11 timer tokens');
    const lobby = await duet(bob, 'lobby', { language: 'en' });
    expect(JSON.stringify(lobby.data)).toContain('11 timer tokens');
    const own = await duet(bob, 'lobby', { language: 'en', tokens: 9 });
    expect(JSON.stringify(own.data)).toContain('9 timer tokens');
  });

  it('let a team game start without private threads when the server turned them off', async () => {
    const { alice, bob, csilla } = world.users;
    await settings(alice, 'set', { threads: false });
    const channelId = newChannel();
    const opened = local.driver.runCommand({
      user: alice,
      channelId,
      name: 'duet',
      subcommand: 'lobby',
      options: { language: 'en' },
      locale: 'en-US',
    });
    await opened.awaitResponse(5000);
    const rosterId = opened.originalMessage()?.id ?? '';
    const press = (user: LocalUser, action: string, side?: string) => {
      const button = buttonsOf(local.model.message(rosterId).api).find((candidate) => {
        const [, , , pressed, arg] = candidate.customId.split(':');
        return pressed === action && (side === undefined || arg === side);
      });
      if (!button) throw new Error(`no ${action} button on the roster`);
      return local.driver
        .clickButton({ user, messageId: rosterId, customId: button.customId })
        .awaitResponse();
    };
    await press(bob, 'join', 'A');
    await press(csilla, 'join', 'B');
    await press(alice, 'start');
    const table = new DuetTable(local, channelId, alice, csilla);
    await expect.poll(() => table.words().length).toBe(25);
    const threads = () => local.model.channelsOf(world.guild.id).filter((c) => c.parentId === channelId);
    // Threads would open right after the board; give them the time they would take.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(threads()).toEqual([]);
    await settings(alice, 'set', { threads: true });
  });

  it('turn consensus on in new Duet and Codenames lobbies whose command leaves it open', async () => {
    const { alice, bob } = world.users;
    await settings(alice, 'set', { consensus: true });
    const lobby = (name: 'duet' | 'codenames', options: Record<string, string | boolean> = {}) =>
      local.driver
        .runCommand({
          user: bob,
          channelId: newChannel(),
          name,
          subcommand: 'lobby',
          options,
          locale: 'en-US',
        })
        .awaitResponse(5000)
        .then((answer) => JSON.stringify(answer.data));
    expect(await lobby('duet', { language: 'en' })).toContain('Consensus guessing: on');
    expect(await lobby('duet', { language: 'en', consensus: false })).toContain('Consensus guessing: off');
    expect(await lobby('codenames', { language: 'en' })).toContain('Second opinion on guesses: on');
    expect(await lobby('codenames', { language: 'en', consensus: false })).toContain(
      'Second opinion on guesses: off',
    );
    await settings(alice, 'set', { consensus: false });
  });
});
