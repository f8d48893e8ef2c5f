import { ChannelType, PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalChannel, LocalDiscord, LocalUser, SeededWorld } from '../../dev/local-discord/index.js';
import { buttonsOf, DuetTable, ephemeralContent, textOf } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { scanRequests } from '../support/leak-scan.js';

const UPDATE = 7;
let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;
let erin: LocalUser;
let frank: LocalUser;
let channels = 0;

beforeAll(async () => {
  e2e = await startE2eWorld('teams');
  ({ local, world } = e2e);
  erin = world.users.erin;
  frank = local.model.createUser({ username: 'frank', globalName: 'Frank', locale: 'en-US' });
  local.model.addMember(world.guild.id, frank.id);
});

afterAll(async () => {
  await e2e?.close();
});

function newChannel(): LocalChannel {
  channels += 1;
  return local.model.createTextChannel(world.guild.id, { name: `teams-${channels}` });
}

/** A lobby in a new channel, opened by Alice (side A) with the given options. */
async function openLobby(options: Record<string, string | number | boolean> = {}) {
  const channel = newChannel();
  const opened = local.driver.runCommand({
    user: world.users.alice,
    channelId: channel.id,
    name: 'duet',
    subcommand: 'lobby',
    options,
  });
  await opened.awaitAnswer();
  const roster = opened.answerMessage();
  if (!roster) throw new Error('no lobby message');
  const rosterButton = (action: string, arg?: string) => {
    const current = local.model.message(roster.id).api;
    const button = buttonsOf(current).find((b) => {
      const [, , , a, g] = b.customId.split(':');
      return a === action && (arg === undefined || g === arg);
    });
    if (!button) throw new Error(`no ${action} button on the roster`);
    return button.customId;
  };
  const press = (user: LocalUser, action: string, arg?: string) =>
    local.driver
      .clickButton({ user, messageId: roster.id, customId: rosterButton(action, arg) })
      .awaitAnswer();
  const rosterText = () => textOf(local.model.message(roster.id).api);
  return { channel, roster, press, rosterText };
}

function threadsOf(channel: LocalChannel): LocalChannel[] {
  return local.model.channelsOf(world.guild.id).filter((c) => c.parentId === channel.id);
}

function membersOf(thread: LocalChannel): string[] {
  return [...(thread.thread?.members.keys() ?? [])].filter((id) => id !== local.model.botUser.id).sort();
}

/** The roster comes before (above) its board, and says the board is below. */
function expectRosterAboveBoard(channel: LocalChannel, rosterId: string, boardId: string): void {
  const order = local.driver.channelView(channel.id, world.users.alice).map((message) => message.id);
  expect(order.indexOf(rosterId)).toBeGreaterThanOrEqual(0);
  expect(order.indexOf(rosterId)).toBeLessThan(order.indexOf(boardId));
  expect(textOf(local.model.message(rosterId).api)).toContain('the board is below');
}

describe('team play: 2 vs 3 with a private thread per side', () => {
  it('runs a lobby, gives each side its thread, lets every member act, and keeps spectators out', async () => {
    const { alice, bob, csilla, dan } = world.users;
    const lobby = await openLobby({ late_join: true });
    expect(lobby.rosterText()).toContain('Duet lobby');
    await lobby.press(bob, 'join', 'A');
    for (const user of [csilla, dan, erin]) await lobby.press(user, 'join', 'B');
    expect(lobby.rosterText()).toMatch(/Side B\*\* \(3\)/);
    const notOpener = await lobby.press(bob, 'start');
    expect(ephemeralContent(notOpener)).toContain('ロビーを開いた');
    expect((await lobby.press(alice, 'start')).type).toBe(UPDATE);

    const table = new DuetTable(local, lobby.channel.id, alice, csilla);
    await expect.poll(() => table.words().length).toBe(25);
    // The board follows the roster at once; its picture follows the board by an edit.
    await table.pictureFollows(null, 15_000);
    expect(table.board().attachments.map((file) => file.filename)).toEqual(['board.png']);
    await expect.poll(() => threadsOf(lobby.channel).length).toBe(2);
    await expect
      .poll(() => threadsOf(lobby.channel).map(membersOf))
      .toEqual([[alice.id, bob.id].sort(), [csilla.id, dan.id, erin.id].sort()]);
    const [threadA, threadB] = threadsOf(lobby.channel);
    expect(threadA?.type).toBe(ChannelType.PrivateThread);
    expect(local.model.canView(frank.id, threadA?.id ?? '')).toBe(false);
    expect(local.model.canView(csilla.id, threadA?.id ?? '')).toBe(false);
    expect(local.model.canView(bob.id, threadB?.id ?? '')).toBe(false);

    const keyOf = async (user: LocalUser) => table.keyOf(user);
    const keys = { A: await keyOf(bob), B: await keyOf(dan) };
    expect(await keyOf(alice)).toEqual(keys.A);
    expect(await keyOf(erin)).toEqual(keys.B);
    expect(table.boardText()).toContain(`<@${alice.id}> <@${bob.id}>`);

    expect((await table.clue(bob, 'zzqa', 3)).type).toBe(UPDATE);
    expect(table.boardText()).toContain(`<@${csilla.id}> <@${dan.id}> <@${erin.id}>`);
    const [first, second] = table.cellsWith(keys.A, 'agent');
    expect((await table.guess(dan, first ?? -1)).type).toBe(UPDATE);
    expect(table.boardText()).toContain(`<@${dan.id}> touched`);
    expect((await table.guess(erin, second ?? -1)).type).toBe(UPDATE);
    expect((await table.stop(csilla)).type).toBe(UPDATE);

    const open = table.words().find((word) => !word.disabled);
    const spectatorPress = await table.press(frank, open?.customId ?? '').awaitAnswer();
    expect(ephemeralContent(spectatorPress)).toContain('not playing');
    const spectatorKey = await table.press(frank, table.control('key').customId).awaitAnswer();
    expect(ephemeralContent(spectatorKey)).toContain('watching');

    await lobby.press(frank, 'join', 'B');
    await expect.poll(() => membersOf(threadsOf(lobby.channel)[1] as LocalChannel)).toContain(frank.id);
    const switching = await lobby.press(frank, 'join', 'A');
    expect(ephemeralContent(switching)).toContain("can't play the other side");
    expect(await keyOf(frank)).toEqual(keys.B);

    await lobby.press(alice, 'leave');
    await lobby.press(bob, 'leave');
    await expect.poll(() => table.boardText()).toContain('Paused');
    const paused = await table.clue(csilla, 'zzqb', 1);
    expect(ephemeralContent(paused)).toContain('szünetel');
    await lobby.press(alice, 'join', 'A');
    await expect.poll(() => table.boardText()).not.toContain('Paused');
    // /clue in the side's private thread acts on the channel's game.
    const inThread = await local.driver
      .runCommand({
        user: csilla,
        channelId: threadB?.id ?? '',
        name: 'clue',
        options: { word: 'zzqb', count: 1 },
      })
      .awaitAnswer();
    expect(inThread.type, JSON.stringify(inThread.data)).toBe(4);
    expect(Number(inThread.data?.flags ?? 0) & 64, 'the clue is announced, not refused').toBe(0);
    await expect.poll(() => table.boardText()).toContain('zzqb');

    const before = local.requests.entries();
    const secret = {
      words: table.words().map((w) => w.label.replace(/ · [AB]$/u, '')),
      keys,
      players: { A: [alice.id, bob.id], B: [csilla.id, dan.id, erin.id, frank.id] },
    };
    expect(scanRequests(local, before, secret)).toEqual([]);
    const threadMessages = threadsOf(lobby.channel).flatMap((thread) => [...thread.messages.values()]);
    expect(threadMessages.map((m) => JSON.stringify(m.api)).join()).not.toMatch(/🟩|⬛|⬜/u);

    await table.endGame(dan);
    await expect.poll(() => threadsOf(lobby.channel).every((thread) => thread.thread?.archived)).toBe(true);
    await expect.poll(() => lobby.rosterText()).toContain('over');

    const rematch = await table.press(erin, table.control('rematch').customId).awaitAnswer();
    expect(rematch.type).toBe(4);
    await expect
      .poll(() => threadsOf(lobby.channel).filter((thread) => !thread.thread?.archived).length)
      .toBe(2);
    const [newA] = threadsOf(lobby.channel).filter((thread) => !thread.thread?.archived);
    expect(membersOf(newA as LocalChannel)).toEqual([alice.id].sort());
    expect(table.words().every((word) => !word.disabled)).toBe(true);
  });

  it('keeps the roster above the board on start and rematch, numbers the threads, and closes the old ones', async () => {
    const { alice, bob, csilla, dan } = world.users;
    const lobby = await openLobby();
    const { channel } = lobby;
    await lobby.press(bob, 'join', 'A');
    for (const user of [csilla, dan]) await lobby.press(user, 'join', 'B');
    await lobby.press(alice, 'start');
    const table = new DuetTable(local, channel.id, alice, csilla);
    await expect.poll(() => table.words().length).toBe(25);
    await expect.poll(() => threadsOf(channel).length).toBe(2);
    const number = Number(lobby.rosterText().match(/Duet #(\d+)/u)?.[1]);
    expect(number).toBeGreaterThan(0);
    expectRosterAboveBoard(channel, lobby.roster.id, table.board().id);
    const oldThreads = threadsOf(channel);
    expect(oldThreads.map((thread) => thread.name)).toEqual([
      `Duet #${number} · side A`,
      `Duet #${number} · side B`,
    ]);

    const keyA = await table.keyOf(alice);
    await table.clue(alice, 'zzqa', 1);
    await table.guess(csilla, table.cellsWith(keyA, 'assassin')[0] ?? -1);
    await expect.poll(() => lobby.rosterText()).toContain('over');
    await expect.poll(() => oldThreads.every((thread) => thread.thread?.archived)).toBe(true);

    const oldBoard = table.board().id;
    const rematch = await table.press(dan, table.control('rematch').customId).awaitAnswer();
    expect(rematch.type).toBe(4);
    await expect.poll(() => table.board().id).not.toBe(oldBoard);
    await expect.poll(() => threadsOf(channel).length).toBe(4);
    const rosters = local.driver
      .channelView(channel.id, alice)
      .filter((m) => textOf(m).includes('Duet lobby'));
    expect(rosters.map((m) => m.id)).toEqual([lobby.roster.id, rosters[1]?.id]);
    const rosterId = rosters[1]?.id ?? '';
    expectRosterAboveBoard(channel, rosterId, table.board().id);
    expect(local.driver.lastMessage(channel.id, alice)?.id, 'the new board is the newest message').toBe(
      table.board().id,
    );
    expect(textOf(local.model.message(rosterId).api)).toContain(`Duet #${number + 1}`);

    const newThreads = threadsOf(channel).filter((thread) => !oldThreads.includes(thread));
    expect(newThreads.map((thread) => thread.name)).toEqual([
      `Duet #${number + 1} · side A`,
      `Duet #${number + 1} · side B`,
    ]);
    expect(newThreads.map((thread) => thread.thread?.archived)).toEqual([false, false]);
    await expect
      .poll(() => newThreads.map(membersOf))
      .toEqual([[alice.id, bob.id].sort(), [csilla.id, dan.id].sort()]);
    await expect
      .poll(() => oldThreads.map((thread) => thread.thread && [thread.thread.archived, thread.thread.locked]))
      .toEqual([
        [true, true],
        [true, true],
      ]);
    oldThreads.forEach((thread, side) => {
      const last = [...thread.messages.values()].at(-1);
      expect(last?.api.content).toContain(`<#${newThreads[side]?.id}>`);
    });
  });

  it('asks for a second member in consensus mode before a guess counts', async () => {
    const { alice, bob, csilla, dan } = world.users;
    const lobby = await openLobby({ consensus: true });
    for (const user of [bob, csilla, dan]) await lobby.press(user, 'join', 'B');
    await lobby.press(alice, 'start');
    const table = new DuetTable(local, lobby.channel.id, alice, bob);
    await expect.poll(() => table.words().length).toBe(25);
    const keyA = await table.keyOf(alice);
    await table.clue(alice, 'zzqa', 2);
    const agent = table.cellsWith(keyA, 'agent')[0] ?? -1;
    const proposal = await table.guess(bob, agent);
    expect(proposal.type, JSON.stringify(proposal.data)).toBe(UPDATE);
    expect(table.words()[agent]?.emoji).toBe('👆');
    expect(table.boardText()).toContain('proposes');
    expect(ephemeralContent(await table.guess(bob, agent))).toContain('別のメンバー');
    await table.guess(csilla, agent);
    expect(table.words()[agent]?.emoji).toBe('✅');
  });

  it('never lets the last member of a side leave when nobody may join, nor a leave pressed on the board', async () => {
    const { alice, bob, csilla } = world.users;
    const lobby = await openLobby();
    await lobby.press(bob, 'join', 'A');
    await lobby.press(csilla, 'join', 'B');
    await lobby.press(alice, 'start');
    const table = new DuetTable(local, lobby.channel.id, alice, csilla);
    await expect.poll(() => table.words().length).toBe(25);
    const last = await lobby.press(csilla, 'leave');
    expect(ephemeralContent(last)).toContain('utolsó');
    const boardBefore = JSON.stringify(table.board());
    const leaveId = table.words()[0]?.customId.replace(/:\d+:word:\d+$/u, ':0:leave') ?? '';
    const onBoard = await table.press(bob, leaveId, true).awaitAnswer();
    expect(Number(onBoard.data?.flags) & 64).toBe(64);
    expect(JSON.stringify(table.board())).toBe(boardBefore);
    expect(lobby.rosterText()).toContain(`<@${csilla.id}>`);
  });

  it('says which permission is missing for threads and offers to play without them', async () => {
    const { alice, bob, csilla } = world.users;
    const lobby = await openLobby();
    await lobby.press(bob, 'join', 'A');
    await lobby.press(csilla, 'join', 'B');
    local.model.denyBotPermissions(lobby.channel.id, PermissionFlagsBits.CreatePrivateThreads);
    const refused = await lobby.press(alice, 'start');
    expect(ephemeralContent(refused)).toContain('Create Private Threads');
    const offer = buttonsOf({ components: refused.data?.components } as never).find((b) =>
      b.customId.endsWith(':start-plain'),
    );
    expect(offer).toBeDefined();
    const reply = local.driver.lastMessage(lobby.channel.id, alice);
    await local.driver
      .clickButton({ user: alice, messageId: reply?.id ?? '', customId: offer?.customId ?? '' })
      .awaitAnswer();
    const table = new DuetTable(local, lobby.channel.id, alice, csilla);
    await expect.poll(() => table.words().length).toBe(25);
    expect(threadsOf(lobby.channel)).toHaveLength(0);
  });
});
