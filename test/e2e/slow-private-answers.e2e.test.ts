import type { APIMessage } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InteractionHandle,
  LocalDiscord,
  LocalUser,
  SeededWorld,
} from '../../dev/local-discord/index.js';
import { duckSetups } from '../../src/games/duck/setups.js';
import { CodenamesTable } from '../support/codenames-table.js';
import { DUCK_HAND } from '../support/duck-leak-scan.js';
import { DuckTable } from '../support/duck-table.js';
import { DuetTable, textOf } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { audienceOf } from '../support/leak-scan.js';

/**
 * Every answer deferred at once (RENDEZVOUS_DEFER_AT_ONCE=1), as on a slow day: what only one
 * player may see still reaches only that player. A key or a hand pressed for on the public board
 * arrives in a message of the presser's alone, and nothing of it is ever sent to the board; a
 * refused clue is told to its giver alone, and an accepted one is announced in the channel.
 */
let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;
const EPHEMERAL = 64;

beforeAll(async () => {
  e2e = await startE2eWorld('slow-private', { RENDEZVOUS_DEFER_AT_ONCE: '1' });
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

let channels = 0;
function newChannel(): string {
  channels += 1;
  return local.model.createTextChannel(world.guild.id, { name: `slow-private-${channels}` }).id;
}

/** The requests the bot sent from now on. */
function requestsFromNow() {
  const from = local.requests.entries().length;
  return () => local.requests.entries().slice(from);
}

/** Requests that changed `messageId` (an edit through the channel or through an interaction's token). */
function editsOf(requests: ReturnType<ReturnType<typeof requestsFromNow>>, messageId: string) {
  return requests.filter((entry) => {
    if (entry.method !== 'PATCH') return false;
    if (entry.path.endsWith(`/messages/${messageId}`)) return true;
    const original = entry.path.match(/^\/webhooks\/\d+\/([^/]+)\/messages\/@original$/);
    return (
      original !== null &&
      local.model.interactions.withToken(original[1] ?? '')?.originalMessageId === messageId
    );
  });
}

/**
 * The answer to `handle` once its picture named `picture` arrived: only `presser` sees it, the
 * public board it was pressed on never changed, and no request carried the picture to anyone else.
 */
async function expectPictureOnlyFor(
  handle: InteractionHandle,
  presser: LocalUser,
  others: LocalUser[],
  board: APIMessage,
  picture: string,
  sent: ReturnType<typeof requestsFromNow>,
): Promise<APIMessage> {
  await handle.awaitAnswer(5_000);
  await expect
    .poll(() => handle.originalMessage()?.attachments.map((file) => file.filename) ?? [], { timeout: 15_000 })
    .toContain(picture);
  const answer = handle.originalMessage() as APIMessage;
  expect(answer.id).not.toBe(board.id);
  expect(Number(answer.flags ?? 0) & EPHEMERAL, 'the answer is private').toBe(EPHEMERAL);
  const seenByPresser = local.driver.channelView(board.channel_id, presser).map((message) => message.id);
  expect(seenByPresser).toContain(answer.id);
  for (const other of others) {
    const seen = local.driver.channelView(board.channel_id, other);
    expect(seen.map((message) => message.id)).not.toContain(answer.id);
    // Their own private messages may carry their own hand; no message everyone sees carries one.
    const publicMessages = seen.filter((message) => (Number(message.flags ?? 0) & EPHEMERAL) === 0);
    const publicFiles = publicMessages.flatMap((message) => message.attachments.map((file) => file.filename));
    expect(publicFiles).not.toContain(picture);
  }
  const boardNow = local.model.findMessage(board.id)?.api;
  expect(boardNow?.attachments.map((file) => file.filename)).toEqual(
    board.attachments.map((file) => file.filename),
  );
  expect(editsOf(sent(), board.id), 'no request edited the board').toEqual([]);
  const carried = sent().filter((entry) => entry.files.some((file) => file.filename === picture));
  expect(carried.length).toBeGreaterThan(0);
  for (const entry of carried) expect(audienceOf(local, entry)).toEqual({ kind: 'user', userId: presser.id });
  return answer;
}

describe('answers deferred at once keep what is private private', () => {
  it("Duet's My key, pressed on the public board, reaches only the presser", async () => {
    const { alice, bob, csilla } = world.users;
    const table = new DuetTable(local, newChannel(), alice, bob, 5_000);
    await table.start();
    const board = table.board();
    const sent = requestsFromNow();
    const handle = table.press(alice, table.control('key').customId);
    const answer = await expectPictureOnlyFor(handle, alice, [bob, csilla], board, 'key.png', sent);
    expect(textOf(answer)).toMatch(/🟩/u);
    expect(textOf(table.board())).not.toMatch(/🟩|⬛/u);
  }, 60_000);

  it("the classic spymaster's key, pressed on the public board, reaches only the spymaster", async () => {
    const { alice, bob, csilla } = world.users;
    const table = new CodenamesTable(local, newChannel(), alice, bob, 5_000);
    await table.start({ language: 'en' });
    const board = table.board();
    const sent = requestsFromNow();
    const handle = table.press(alice, table.control('key').customId);
    const answer = await expectPictureOnlyFor(handle, alice, [bob, csilla], board, 'key.png', sent);
    expect(textOf(answer)).toMatch(/🔺|🔷/u);
  }, 60_000);

  it("Duck's My move, pressed on the public board, shows the hand to its racer alone", async () => {
    const { alice, bob, csilla } = world.users;
    const table = new DuckTable(local, newChannel(), 5_000);
    await table.command(alice, 'lobby', { board: duckSetups[0]?.id ?? '', language: 'en' });
    await table.press(bob, table.lobby(bob), 'join');
    await table.press(alice, table.lobby(alice), 'start');
    await expect.poll(() => table.hasBoard(alice), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => table.board(alice).attachments.length, { timeout: 15_000 }).toBe(1);
    // Both ducks placed (privately, by My move): the race then waits on the racers' cards.
    for (let placed = 0, round = 0; placed < 2 && round < 6; round++)
      for (const racer of [alice, bob])
        placed += (await table.playMyMove(racer)).filter((text) => text.startsWith('Your duck is on')).length;
    // The board's edit for the last placement lands first: it is not an edit made by My move.
    await expect.poll(() => textOf(table.board(alice)), { timeout: 15_000 }).toContain('Still choosing');
    const board = table.board(alice);
    const sent = requestsFromNow();
    const handle = table.click(alice, board, 'act');
    const answer = await expectPictureOnlyFor(handle, alice, [bob, csilla], board, DUCK_HAND.picture, sent);
    expect(textOf(answer)).toMatch(DUCK_HAND.text);
  }, 60_000);

  it('a slow /clue: a refusal reaches its giver alone; an accepted clue is announced in the channel', async () => {
    const { alice, bob, csilla } = world.users;
    const table = new DuetTable(local, newChannel(), alice, bob, 5_000);
    await table.start();
    const boardWord = table.words()[0]?.label ?? '';
    const clue = (word: string) =>
      local.driver.runCommand({
        user: alice,
        channelId: table.channelId,
        name: 'clue',
        options: { word, count: 1 },
        locale: 'en-US',
      });

    const sent = requestsFromNow();
    const refused = await clue(boardWord).awaitAnswer(10_000);
    const refusal = String(refused.data?.content ?? '');
    expect(refusal).toContain(boardWord);
    expect(Number(refused.data?.flags ?? 0) & EPHEMERAL, 'the refusal is private').toBe(EPHEMERAL);
    for (const other of [bob, csilla]) {
      const seen = local.driver.channelView(table.channelId, other).map(textOf).join('\n');
      expect(seen).not.toContain(refusal);
    }
    const publicRequests = sent().filter((entry) => audienceOf(local, entry).kind === 'public');
    expect(publicRequests.map((entry) => JSON.stringify(entry.body ?? ''))).not.toContainEqual(
      expect.stringContaining(JSON.stringify(refusal).slice(1, -1)),
    );

    const given = await clue('zzqa').awaitAnswer(10_000);
    expect(Number(given.data?.flags ?? 0) & EPHEMERAL, 'the announcement is public').toBe(0);
    expect(String(given.data?.content)).toContain('zzqa');
    await expect.poll(() => table.boardText()).toContain('zzqa');
    const announcement = local.driver
      .channelView(table.channelId, bob)
      .find((message) => message.id !== table.board().id && message.content.includes('zzqa'));
    expect(announcement, 'the announcement is a message of its own, seen by everyone').toBeDefined();
  }, 60_000);
});
