import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ephemeralContent } from '../../../support/duet-table.js';
import { type BotFixture, startBotFixture } from './bot-fixture.js';

let fixture: BotFixture;
beforeAll(async () => {
  fixture = await startBotFixture({ idleSeconds: 1 });
});
afterAll(async () => {
  await fixture?.close();
});

const words = (count: number) => Array.from({ length: count }, (_, i) => `mot${i}`).join(', ');

describe('/duet start', () => {
  it('refuses yourself, a bot, a second game in the channel, and says why privately', async () => {
    const table = fixture.table();
    const self = await table.start({}, table.a, table.a);
    expect(ephemeralContent(self)).toContain('Pick someone else');
    const bot = await table.start({ partner: fixture.local.model.botUser.id });
    expect(ephemeralContent(bot)).toContain("Bots can't play");
    await table.start();
    const busy = await table.start({}, fixture.world.users.dan, fixture.world.users.csilla);
    expect(ephemeralContent(busy)).toContain('already running in this channel');
  });

  it('names the permissions it lacks in the channel', async () => {
    const table = fixture.table();
    fixture.local.model.denyBotPermissions(table.channelId, PermissionFlagsBits.AttachFiles);
    const answer = await table.start();
    expect(ephemeralContent(answer)).toContain('Attach Files');
  });

  it('uses a custom word list: exactly those words, refused when too short or repeated', async () => {
    const table = fixture.table();
    expect(ephemeralContent(await table.start({ words: words(24) }))).toContain('24');
    expect(ephemeralContent(await table.start({ words: `${words(25)}, MOT3` }))).toContain('MOT3');
    await table.start({ words: words(25) });
    expect(
      table
        .words()
        .map((b) => b.label)
        .sort(),
    ).toEqual(words(25).split(', ').sort());
  });

  it('offers 10 and 11 tokens, another word language, and the free turn order', async () => {
    const table = fixture.table();
    await table.start({ tokens: 11, language: 'ja', turn_order: 'free' });
    expect(table.boardText()).toContain('**11**');
    expect(table.words().some((b) => /[\u3040-\u30ff\u4e00-\u9fff]/u.test(b.label))).toBe(true);
    const keys = await table.keys();
    for (let turn = 0; turn < 2; turn++) {
      await table.clue(table.a, `zzq${turn}`, 1);
      await table.guess(table.b, table.cellsWith(keys.A, 'bystander')[turn] ?? -1);
    }
    const third = await table.clue(table.a, 'zzq3', 1);
    expect(ephemeralContent(third)).toContain('not your turn');
  });
});

describe('/clue, /duet status, /duet stop', () => {
  it('/clue puts the clue on the board and pings the guesser', async () => {
    const table = fixture.table();
    await table.start();
    const answer = await table.driver
      .runCommand({
        user: table.a,
        channelId: table.channelId,
        name: 'clue',
        options: { word: 'zzqa', count: 0 },
      })
      .awaitResponse();
    expect(answer.type).toBe(4);
    expect(ephemeralContent(answer)).toContain(`<@${table.b.id}>`);
    expect((answer.data?.allowed_mentions as { users?: string[] } | undefined)?.users).toEqual([table.b.id]);
    await expect.poll(() => table.boardText()).toContain('**zzqa · 0**');
  });

  it('/duet status shows the board and only the asker’s own key, privately', async () => {
    const table = fixture.table();
    await table.start();
    const status = await table.driver
      .runCommand({
        user: table.b,
        channelId: table.channelId,
        name: 'duet',
        subcommand: 'status',
        locale: 'en-US',
      })
      .awaitResponse();
    const text = ephemeralContent(status);
    expect(Number(status.data?.flags) & 64).toBe(64);
    expect(text).toContain('You play side B');
    const keyB = await table.keyOf(table.b);
    const markers = [...text.matchAll(/(🟩|⬛|⬜) /gu)].map((m) => m[1]).slice(0, 25);
    expect(markers).toEqual(keyB.map((c) => ({ agent: '🟩', assassin: '⬛', bystander: '⬜' })[c]));
  });

  it('/duet stop ends the game for a player, reveals both sides and frees the channel', async () => {
    const table = fixture.table();
    await table.start();
    const outsider = await table.driver
      .runCommand({
        user: fixture.world.users.dan,
        channelId: table.channelId,
        name: 'duet',
        subcommand: 'stop',
      })
      .awaitResponse();
    expect(ephemeralContent(outsider)).toContain('not playing');
    await table.endGame(table.b);
    await expect.poll(() => table.boardText()).toContain('ended the game');
    expect((await table.start()).type).toBe(4);
  });
});

describe('a board Discord will not edit any more', () => {
  it('is replaced by a fresh board and play goes on there', async () => {
    const table = fixture.table();
    await table.start();
    const oldBoard = table.board().id;
    fixture.local.model.deleteMessage(oldBoard);
    await table.driver
      .runCommand({
        user: table.a,
        channelId: table.channelId,
        name: 'clue',
        options: { word: 'zzqa', count: 2 },
      })
      .awaitResponse();
    await expect.poll(() => table.board().id).not.toBe(oldBoard);
    expect(table.boardText()).toContain('**zzqa · 2**');
    const keys = await table.keys();
    await table.guess(table.b, table.cellsWith(keys.A, 'agent')[0] ?? -1);
    expect(table.boardText()).toContain('an agent');
  });

  it('is reposted when the in-place update is refused (too many edits of an old message)', async () => {
    const table = fixture.table();
    await table.start();
    const oldBoard = table.board().id;
    fixture.local.model.failNextEdit(oldBoard, {
      code: 30046,
      status: 400,
      message: 'Maximum number of edits',
    });
    const answer = await table.clue(table.a, 'zzqa', 1);
    expect(answer.type).toBe(4);
    expect(table.board().id).not.toBe(oldBoard);
    expect(table.boardText()).toContain('**zzqa · 1**');
  });
});

describe('idle games', () => {
  it('expire, and their board says so', async () => {
    const table = fixture.table();
    await table.start();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await fixture.bot.sweepExpired();
    await expect.poll(() => table.boardText()).toContain('expired');
    expect(table.words().every((b) => b.disabled)).toBe(true);
  });
});
