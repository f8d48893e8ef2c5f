import type { APIMessage } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, LocalUser, SeededWorld } from '../../dev/local-discord/index.js';
import { buttonsOf, type DuetTable, ephemeralContent, textOf } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { scanRequests } from '../support/leak-scan.js';

const EPHEMERAL = 64;
const MODAL = 9;
const UPDATE = 7;
const REPLY = 4;
const DANGER = 4;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;

let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('defaults');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

const isEphemeral = (message: { flags?: unknown } | undefined) =>
  (Number(message?.flags ?? 0) & EPHEMERAL) !== 0;
const actionOf = (customId: string) => customId.split(':')[3];

function duetCommand(table: DuetTable, user: LocalUser, subcommand: string) {
  return table.driver.runCommand({ user, channelId: table.channelId, name: 'duet', subcommand });
}

/** The newest message of the table's channel that everyone sees. */
const lastPublic = (table: DuetTable) => table.driver.lastMessage(table.channelId) as APIMessage;

/** Give clue on the board, then the form submitted with `fields`; the submission's handle. */
async function submitFromBoard(table: DuetTable, user: LocalUser, fields: { word: string; number: string }) {
  const opened = table.press(user, table.control('clue').customId);
  expect((await opened.awaitAnswer()).type).toBe(MODAL);
  return table.driver.submitModal({ user, interactionOf: opened, fields });
}

describe('defaults a player can see (issue 14, item 8)', () => {
  it("takes the words in the opener's language on a server that sets none, and says how to pick another", async () => {
    // Bob's Discord is in Japanese; the local server is no Community server, so Discord reports en-US for it.
    const table = e2e.table();
    expect((await table.start({}, table.b, table.a)).type).toBe(REPLY);
    expect(table.words().every((word) => JAPANESE.test(word.label))).toBe(true);
    expect(table.boardText()).toContain('🔤 ワードの言語：日本語');
    expect(table.boardText()).toContain('`言語:`');

    const chosen = e2e.table();
    await chosen.start({ language: 'hu' }, chosen.b, chosen.a);
    expect(chosen.boardText()).toContain('🔤 A szavak nyelve: magyar');

    const english = e2e.table();
    await english.start();
    expect(english.boardText()).toContain('🔤 Words in English');
    await english.clue(english.a, 'zzqa', 2);
    expect(english.boardText()).not.toContain('🔤');

    const help = await duetCommand(table, table.b, 'help').awaitAnswer();
    expect(ephemeralContent(help)).toContain('**ワードの言語**');
  });

  it('registers /duet start as opening a lobby without a partner, and names the default language, within 100 characters', () => {
    const duet = local.model.commands.findChatInput(world.guild.id, 'duet');
    type Option = { name: string; description: string; description_localizations?: Record<string, string> };
    const options = (duet?.options ?? []) as (Option & { options?: Option[] })[];
    const descriptions = (option: Option) => [
      option.description,
      ...Object.values(option.description_localizations ?? {}),
    ];
    const start = options.find((option) => option.name === 'start');
    if (!start) throw new Error('no /duet start');
    expect(descriptions(start)).toHaveLength(3);
    for (const description of descriptions(start)) {
      expect(description).not.toMatch(/two-player|2人用|kétszemélyes/u);
      expect(description).toMatch(/lobby|ロビー|lobbi/u);
    }
    const language = start.options?.find((option) => option.name === 'language');
    expect(descriptions(language as Option)).toEqual([
      expect.stringContaining("default: the server's primary language"),
      expect.stringContaining('サーバーの第一言語'),
      expect.stringContaining('a szerver elsődleges nyelve'),
    ]);
    const every = (list: (Option & { options?: Option[] })[]): string[] =>
      list.flatMap((option) => [...descriptions(option), ...every(option.options ?? [])]);
    for (const description of every(options)) expect(description.length).toBeLessThanOrEqual(100);
  });

  it('/duet stop asks first: Keep playing changes nothing, End the game ends it, an old question ends no newer game', async () => {
    const table = e2e.table();
    await table.start();
    const outsider = await duetCommand(table, world.users.dan, 'stop').awaitAnswer();
    expect(ephemeralContent(outsider)).toContain('not playing');
    expect(outsider.data?.components ?? []).toEqual([]);

    const asked = duetCommand(table, table.a, 'stop');
    const question = await asked.awaitAnswer();
    expect(isEphemeral(question.data)).toBe(true);
    expect(ephemeralContent(question)).toContain('counts as a loss');
    const questionMessage = asked.originalMessage() as APIMessage;
    const [end, keep] = buttonsOf(questionMessage);
    expect([end?.label, end?.style, keep?.label]).toEqual(['End the game', DANGER, 'Keep playing']);
    expect(table.words().some((word) => !word.disabled)).toBe(true);

    const kept = await table.driver
      .clickButton({ user: table.a, messageId: questionMessage.id, customId: keep?.customId ?? '' })
      .awaitAnswer();
    expect(kept.type).toBe(UPDATE);
    expect(ephemeralContent(kept)).toContain('goes on');
    expect(buttonsOf(asked.originalMessage() as APIMessage)).toEqual([]);
    expect(table.boardText()).not.toContain('ended the game');

    // Two questions about the first game (Bob's in Japanese); the second one ends it.
    const older = duetCommand(table, table.b, 'stop');
    await older.awaitAnswer();
    const olderMessage = older.originalMessage() as APIMessage;
    const ended = await table.endGame(table.a);
    expect(ephemeralContent(ended)).toContain('You ended the game');
    await expect.poll(() => table.boardText()).toContain('ended the game');

    await table.start();
    const olderEnd = buttonsOf(olderMessage).find((button) => actionOf(button.customId) === 'end-game');
    const stale = await table.driver
      .clickButton({ user: table.b, messageId: olderMessage.id, customId: olderEnd?.customId ?? '' })
      .awaitAnswer();
    expect(ephemeralContent(stale)).toBe(
      'この確認はDuet #1についてのものですが、そのゲームはもう終わっています。何も変わっていません。',
    );
    expect(table.boardText()).not.toContain('ended the game');
    expect(table.words().every((word) => !word.disabled)).toBe(true);
  });

  it('keeps what was typed into a clue form it cannot take, and Fix the clue brings it back filled in', async () => {
    const table = e2e.table();
    await table.start();
    const before = table.board().id;

    const badNumber = await submitFromBoard(table, table.a, { word: 'zzqa', number: 'tw' });
    const refusal = await badNumber.awaitAnswer();
    expect(refusal.type).toBe(REPLY);
    expect(isEphemeral(refusal.data)).toBe(true);
    expect(ephemeralContent(refusal)).toContain('whole number from 0 to 25');
    expect(ephemeralContent(refusal)).toContain('What you typed is kept');
    expect(table.boardText()).not.toContain('zzqa');

    const fixMessage = badNumber.answerMessage();
    if (!fixMessage) throw new Error('the refused clue was answered with no private message');
    const fix = buttonsOf(fixMessage).find((button) => actionOf(button.customId) === 'fix-clue');
    expect(fix?.label).toBe('Fix the clue');
    const reopened = table.driver.clickButton({
      user: table.a,
      messageId: fixMessage.id,
      customId: fix?.customId ?? '',
    });
    expect((await reopened.awaitAnswer()).type).toBe(MODAL);
    const form = JSON.stringify(table.driver.modalShownTo(table.a)?.components);
    expect(form).toContain('"value":"zzqa"');
    expect(form).toContain('"value":"tw"');

    // A word of the board is refused too, and kept.
    const boardWord = table.words()[0]?.label ?? '';
    const clash = table.driver.submitModal({
      user: table.a,
      interactionOf: reopened,
      fields: { word: boardWord, number: '1' },
    });
    expect(ephemeralContent(await clash.awaitAnswer())).toContain('clashes with');
    const clashMessage = clash.answerMessage() as APIMessage;
    const fixAgain = buttonsOf(clashMessage).find((button) => actionOf(button.customId) === 'fix-clue');
    const again = table.driver.clickButton({
      user: table.a,
      messageId: clashMessage.id,
      customId: fixAgain?.customId ?? '',
    });
    await again.awaitAnswer();
    expect(JSON.stringify(table.driver.modalShownTo(table.a)?.components)).toContain(
      `"value":"${boardWord}"`,
    );

    // Fixed, the clue goes on the board and is announced at the bottom of the channel.
    const given = await table.driver
      .submitModal({ user: table.a, interactionOf: again, fields: { word: 'zzqa', number: '2' } })
      .awaitAnswer();
    expect(given.type).toBe(REPLY);
    expect(isEphemeral(given.data)).toBe(false);
    expect(String(given.data?.content)).toContain('gave a clue: **zzqa · 2**');
    await expect.poll(() => table.boardText()).toContain('zzqa');
    expect(table.board().id).toBe(before);
    expect(textOf(lastPublic(table))).toContain(`/channels/${world.guild.id}/${table.channelId}/${before}`);
  });

  it('announces a clue given through the form at the bottom of the channel, with a way up to the board', async () => {
    const table = e2e.table();
    await table.start();
    const keys = await table.keys();
    const board = table.board().id;
    const from = local.requests.entries().length;

    const submitted = await submitFromBoard(table, table.a, { word: 'zzqa', number: '2' });
    expect((await submitted.awaitAnswer()).type).toBe(UPDATE);
    expect(table.boardText()).toContain('zzqa');
    await expect.poll(() => submitted.followUps().length).toBe(1);
    const announcement = lastPublic(table);
    expect(announcement.id).not.toBe(board);
    expect(isEphemeral(announcement)).toBe(false);
    expect(textOf(announcement)).toContain(
      `<@${table.a.id}> gave a clue: **zzqa · 2**. <@${table.b.id}>, your turn to guess.`,
    );
    expect(textOf(announcement)).toContain(
      `(https://discord.com/channels/${world.guild.id}/${table.channelId}/${board})`,
    );

    const secret = {
      words: table.words().map((word) => word.label),
      keys,
      players: { A: [table.a.id], B: [table.b.id] },
    };
    expect(scanRequests(local, local.requests.entries().slice(from), secret)).toEqual([]);
  });
});
