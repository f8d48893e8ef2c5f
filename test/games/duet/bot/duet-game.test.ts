import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardImage } from '../../../../src/games/duet/discord/board-images.js';
import { storedDuetDocumentSchema } from '../../../../src/games/duet/stored-document.js';
import { type BoardButton, type DuetTable, ephemeralContent } from '../../../support/duet-table.js';
import { audienceOf } from '../../../support/leak-scan.js';
import { type BotFixture, startBotFixture } from './bot-fixture.js';

const MESSAGE_UPDATE = 7;
const KEY_MARKERS = /🟩|⬛|⬜/u;

let fixture: BotFixture;
beforeAll(async () => {
  fixture = await startBotFixture();
});
afterAll(async () => {
  await fixture?.close();
});

/** Every payload the bot sent where more than one person can see it. */
function publicPayloads(): string[] {
  return fixture.local.requests
    .entries()
    .filter((entry) => audienceOf(fixture.local, entry).kind === 'public')
    .map((entry) => JSON.stringify(entry.body));
}

describe('a two-player Duet game on Discord', () => {
  it('plays from /duet start to a win, updating one board message, leaking no key side publicly', async () => {
    const table = fixture.table();
    fixture.local.clearRequests();
    const started = await table.start();
    expect(started.type).toBe(4);
    const boardId = table.board().id;
    expect(table.words()).toHaveLength(25);
    expect(table.boardText()).toContain('either of you may give the first clue');
    expect(table.boardText()).toContain(`<@${table.a.id}>`);

    const keys = await table.keys();
    expect(keys.A.filter((c) => c === 'agent')).toHaveLength(9);
    await table.playToWin(keys, () => {
      expect(table.boardText()).toContain('**zzqb · 6**');
      expect(table.boardText()).toContain('Side 🅰️ is done');
      expect(publicPayloads().filter((payload) => KEY_MARKERS.test(payload))).toEqual([]);
    });
    expect(table.board().id).toBe(boardId);
    const text = table.boardText();
    expect(text).toContain('You won');
    expect(text).toContain('Score: **23**');
    expect(table.words().every((b) => b.disabled)).toBe(true);
    expect(table.words()[0]?.label).toMatch(/^(🟩|⬛|⬜){2} /u);
    expect(table.control('rematch').disabled).toBe(false);
  });

  it('offers a rematch at the end: same players, new words and key card, a new board', async () => {
    const table = fixture.table();
    await table.start();
    const firstWords = table.words().map((word) => word.label);
    await table.endGame(table.b);
    await expect.poll(() => table.boardText()).toContain('ended the game');
    const oldBoard = table.board().id;
    const rematch = await table.press(table.b, table.control('rematch').customId).awaitAnswer();
    expect(rematch.type).toBe(4);
    expect(table.board().id).not.toBe(oldBoard);
    expect(table.words().map((word) => word.label)).not.toEqual(firstWords);
    expect(table.boardText()).toContain(`🅰️ <@${table.a.id}> · 🅱️ <@${table.b.id}>`);
    expect(await table.keyOf(table.a)).toHaveLength(25);
  });

  it('loses at once on an assassin, and says so plainly', async () => {
    const table = fixture.table();
    await table.start();
    const keys = await table.keys();
    await table.clue(table.a, 'zzqa', 1);
    const assassin = table.cellsWith(keys.A, 'assassin')[0] ?? -1;
    await table.guess(table.b, assassin);
    expect(table.boardText()).toContain('You lost');
    expect(table.boardText()).toContain('touched an assassin');
  });

  it('refuses a clue that clashes with a visible word, naming the word, and changes nothing', async () => {
    const table = fixture.table();
    await table.start();
    const word = table.words()[3]?.label ?? '';
    const before = table.board();
    const answer = await table.clue(table.a, `${word}s`, 2);
    expect(ephemeralContent(answer)).toContain(`**${word}**`);
    expect(table.board()).toEqual(before);
  });

  it('answers a stale button with the fresh board and a private "try again"; never applies it', async () => {
    const table = fixture.table();
    await table.start();
    const keys = await table.keys();
    await table.clue(table.a, 'zzqa', 2);
    const agents = table.cellsWith(keys.A, 'agent');
    const staleId = table.words()[agents[1] ?? -1]?.customId ?? '';
    await table.guess(table.b, agents[0] ?? -1);
    const tryAgain = table.driver.waitForMessage((_, message) => message.visibleTo === table.b.id);
    const stale = table.press(table.b, staleId, true);
    expect((await stale.awaitAnswer()).type).toBe(MESSAGE_UPDATE);
    expect((await tryAgain).content).toContain('盤面');
    expect(table.words()[agents[1] ?? -1]?.disabled).toBe(false);
  });

  it('lets an outsider press every control without changing anything public', async () => {
    const table = fixture.table();
    await table.start();
    const outsider = fixture.world.users.csilla;
    const refusedPrivately = async (button: BoardButton) => {
      const answer = await table.press(outsider, button.customId).awaitAnswer();
      expect(answer.type).toBe(4);
      expect(Number(answer.data?.flags) & 64).toBe(64);
      expect(ephemeralContent(answer)).toContain('Nem játszol');
    };
    await refusedPrivately(table.control('clue'));
    const startPicture = table.pictureId();
    await table.clue(table.a, 'zzqa', 2);
    await table.pictureFollows(startPicture);
    const before = table.board();
    for (const button of [...table.words().slice(0, 3), ...buttonsByAction(table, ['stop', 'flag'])]) {
      await refusedPrivately(button);
    }
    const key = await table.press(outsider, table.control('key').customId).awaitAnswer();
    expect(ephemeralContent(key)).toContain('nézőként');
    const help = await table.press(outsider, table.control('help').customId).awaitAnswer();
    expect(Number(help.data?.flags) & 64).toBe(64);
    expect(table.board()).toEqual(before);
  });

  it('applies a double click once', async () => {
    const table = fixture.table();
    await table.start();
    const keys = await table.keys();
    await table.clue(table.a, 'zzqa', 2);
    const miss = table.words()[table.cellsWith(keys.A, 'bystander')[0] ?? -1]?.customId ?? '';
    const first = table.press(table.b, miss);
    const second = table.press(table.b, miss, true);
    await Promise.all([first.awaitAnswer(), second.awaitAnswer()]);
    expect(table.boardText()).toContain('Timer: **8** left');
  });

  it('runs sudden death after the last token and loses on a bystander', async () => {
    const table = fixture.table();
    await table.start();
    const keys = await table.keys();
    await table.missTurns(keys, 9);
    expect(table.boardText()).toContain('Sudden death');
    expect(table.control('clue').disabled).toBe(true);
    await table.guess(table.b, table.freshBystander(keys.A, table.b));
    expect(table.boardText()).toContain('wrong guess in sudden death');
  });

  it('keeps working after a restart: the buttons of a board posted before it still play', async () => {
    const table = fixture.table();
    await table.start();
    const keys = await table.keys();
    await table.clue(table.a, 'zzqa', 2);
    await fixture.restartBot();
    const agent = table.cellsWith(keys.A, 'agent')[0] ?? -1;
    expect((await table.guess(table.b, agent)).type).toBe(MESSAGE_UPDATE);
    expect(table.words()[agent]?.disabled).toBe(true);
  });
});

function buttonsByAction(table: DuetTable, actions: string[]): BoardButton[] {
  return actions.map((action) => table.control(action));
}

describe('the board picture', () => {
  /** The board's picture as Discord serves it, and the id of its attachment. */
  async function shownPicture(table: DuetTable) {
    const attachment = table.board().attachments[0];
    const bytes = attachment ? Buffer.from(await (await fetch(attachment.url)).arrayBuffer()) : null;
    return { id: attachment?.id ?? null, count: table.board().attachments.length, bytes };
  }

  /** The picture of the game's stored state, drawn by the bot's own renderer. */
  async function pictureOfStoredState(table: DuetTable): Promise<Buffer> {
    const gameId = table.words()[0]?.customId.split(':')[1] ?? '';
    const stored = await fixture.store.store.get(gameId);
    const session = storedDuetDocumentSchema.parse(stored?.data);
    if (session.stage !== 'game') throw new Error('not a game');
    return boardImage(fixture.bot.context, gameId, session);
  }

  it('follows the answer: the press is answered at once, and one edit brings the picture up to date', async () => {
    const table = fixture.table();
    await table.start();
    const keys = await table.keys();
    const startPicture = table.pictureId();
    await table.clue(table.a, 'zzqa', 2);
    await table.pictureFollows(startPicture);
    const before = await shownPicture(table);
    fixture.local.clearRequests();
    const answer = await table.guess(table.b, table.cellsWith(keys.A, 'agent')[0] ?? -1);
    expect(answer.type).toBe(MESSAGE_UPDATE);
    expect(JSON.stringify(answer.data)).not.toContain('"attachments"');
    expect(before.id).not.toBeNull();
    expect(table.pictureId()).toBe(before.id);

    await table.pictureFollows(before.id);
    const after = await shownPicture(table);
    expect(after.count).toBe(1);
    expect(after.bytes?.equals(await pictureOfStoredState(table))).toBe(true);
    const edits = fixture.local.requests.entries().filter((entry) => entry.method === 'PATCH');
    expect(edits).toHaveLength(1);
  });

  it('at rest shows the last state, after presses quicker than the pictures (the game-over picture)', async () => {
    const table = fixture.table();
    await table.start();
    const keys = await table.keys();
    await table.playToWin(keys);
    expect(table.boardText()).toContain('You won');
    await expect
      .poll(async () => (await shownPicture(table)).bytes?.equals(await pictureOfStoredState(table)))
      .toBe(true);
    expect(table.board().attachments).toHaveLength(1);
  });

  it('is left out, and play goes on, when pictures cannot be drawn', async () => {
    await fixture.bot.context.render.close();
    try {
      const table = fixture.table();
      table.picturesExpected = false;
      await table.start();
      expect(table.board().attachments).toEqual([]);
      expect(JSON.stringify(table.board().components)).not.toContain('attachment://');
      const keys = await table.keys();
      await table.clue(table.a, 'zzqa', 2);
      const cell = table.cellsWith(keys.A, 'agent')[0] ?? -1;
      const answer = await table.guess(table.b, cell);
      expect(answer.type).toBe(MESSAGE_UPDATE);
      expect(table.words()[cell]).toMatchObject({ disabled: true, emoji: '✅' });
      await expect.poll(() => fixture.logLines.join('\n')).toContain('table picture not brought up to date');
    } finally {
      await fixture.restartBot();
    }
  });
});
