import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, SeededWorld } from '../../dev/local-discord/index.js';
import { ephemeralContent } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { scanRequests } from '../support/leak-scan.js';

const UPDATE = 7;
let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('e2e');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

const newTable = () => e2e.table();

async function startedTable(options: Record<string, string | number> = {}) {
  const table = newTable();
  expect((await table.start(options)).type).toBe(4);
  return { table, keys: await table.keys() };
}

describe('Duet end to end: the bot process, Redis, the local Discord', () => {
  it('plays a full game to a win, with the board picture on the board and the key picture in My key', async () => {
    const { table, keys } = await startedTable();
    const board = table.board();
    const gallery = JSON.stringify(board.components);
    expect(gallery).toMatch(/"type":12,"items":\[\{"media":\{"url":"[^"]+\/board\.png"/);
    expect(gallery).toContain('0 of 15 agents found');
    expect(board.attachments.map((file) => file.filename)).toEqual(['board.png']);
    const picture = await fetch(board.attachments[0]?.url ?? '');
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    const myKey = table.press(table.a, table.control('key').customId);
    await myKey.awaitAnswer();
    // The key in words answers at once; its picture follows by an edit of that private answer.
    await expect
      .poll(() => myKey.originalMessage()?.attachments.map((file) => file.filename), { timeout: 10_000 })
      .toEqual(['key.png']);
    const runningPicture = table.pictureId();
    await table.playToWin(keys);
    expect(table.boardText()).toContain('You won');
    expect(table.boardText()).toContain('Score: **23**');
    // Pictures follow the presses by edits of the same message, which keeps one picture.
    await table.pictureFollows(runningPicture);
    expect(table.board().attachments.map((file) => file.filename)).toEqual(['board.png']);
  });

  it('loses on an assassin', async () => {
    const { table, keys } = await startedTable();
    await table.clue(table.a, 'zzqa', 1);
    await table.guess(table.b, table.cellsWith(keys.A, 'assassin')[0] ?? -1);
    expect(table.boardText()).toContain('touched an assassin');
  });

  it('wins in sudden death, scored one point less', async () => {
    const { table, keys } = await startedTable();
    await table.missTurns(keys, 9);
    expect(table.boardText()).toContain('Sudden death');
    for (const cell of table.cellsWith(keys.A, 'agent')) await table.guess(table.b, cell);
    for (const cell of table.cellsWith(keys.B, 'agent')) await table.guess(table.a, cell);
    expect(table.boardText()).toContain('You won');
    expect(table.boardText()).toContain('− 1 for sudden death');
  });

  it('loses in sudden death on a bystander', async () => {
    const { table, keys } = await startedTable();
    await table.missTurns(keys, 9);
    await table.guess(table.a, table.freshBystander(keys.B, table.a));
    expect(table.boardText()).toContain('wrong guess in sudden death');
  });

  it('gives 10 and 11 turns with 10 and 11 tokens, and no score', async () => {
    for (const tokens of [10, 11]) {
      const { table, keys } = await startedTable({ tokens });
      await table.missTurns(keys, tokens - 1);
      expect(table.boardText()).not.toContain('Sudden death');
      await table.missTurns(keys, 1);
      expect(table.boardText()).toContain('Sudden death');
    }
    const { table, keys } = await startedTable({ tokens: 11 });
    await table.playToWin(keys);
    expect(table.boardText()).toContain('You won');
    expect(table.boardText()).not.toContain('Score');
  });

  it('hands every clue to the other side once a side is done', async () => {
    const { table, keys } = await startedTable();
    await table.clue(table.a, 'zzqa', 9);
    for (const cell of table.cellsWith(keys.A, 'agent')) await table.guess(table.b, cell);
    expect(table.boardText()).toContain('From now on');
    await table.clue(table.b, 'zzqb', 1);
    await table.guess(table.a, table.freshBystander(keys.B, table.a));
    const refused = await table.clue(table.a, 'zzqc', 1);
    expect(ephemeralContent(refused)).toContain('not your turn');
    expect((await table.clue(table.b, 'zzqd', 1)).type).toBe(UPDATE);
  });

  it('rejects an invalid clue with the word it clashes with', async () => {
    const { table } = await startedTable();
    const word = table.words()[12]?.label ?? '';
    const answer = await table.clue(table.a, word.toUpperCase(), 1);
    expect(ephemeralContent(answer)).toContain(`**${word}**`);
  });

  it('runs five games at once in five channels', async () => {
    const tables = await Promise.all(Array.from({ length: 5 }, () => startedTable()));
    await Promise.all(tables.map(({ table, keys }) => table.playToWin(keys)));
    for (const { table } of tables) expect(table.boardText()).toContain('You won');
  });

  it('applies a double click once, and one of two players pressing in the same millisecond', async () => {
    const { table, keys } = await startedTable();
    await table.clue(table.a, 'zzqa', 1);
    const miss = table.words()[table.freshBystander(keys.A, table.b)]?.customId ?? '';
    const clicks = [table.press(table.b, miss), table.press(table.b, miss, true)];
    await Promise.all(clicks.map((click) => click.awaitAnswer()));
    expect(table.boardText()).toContain('Timer: **8** left');

    const fresh = await startedTable();
    await fresh.table.missTurns(fresh.keys, 9);
    const aAgent = fresh.table.words()[fresh.table.cellsWith(fresh.keys.B, 'agent')[0] ?? -1]?.customId ?? '';
    const bAgent =
      fresh.table.words()[fresh.table.cellsWith(fresh.keys.A, 'agent').at(-1) ?? -1]?.customId ?? '';
    const both = [fresh.table.press(fresh.table.a, aAgent), fresh.table.press(fresh.table.b, bAgent)];
    await Promise.all(both.map((press) => press.awaitAnswer()));
    const covered = fresh.table.words().filter((word) => word.emoji === '✅');
    expect(covered).toHaveLength(1);
  });

  it('refuses a button rendered before the previous move and refreshes the board', async () => {
    const { table, keys } = await startedTable();
    await table.clue(table.a, 'zzqa', 3);
    const [first, second] = table.cellsWith(keys.A, 'agent');
    const old = table.words()[second ?? -1]?.customId ?? '';
    await table.guess(table.b, first ?? -1);
    const tryAgain = table.driver.waitForMessage((_, message) => message.visibleTo === table.b.id);
    const stale = table.press(table.b, old, true);
    expect((await stale.awaitAnswer()).type).toBe(UPDATE);
    expect((await tryAgain).content).toBeTruthy();
    expect(table.words()[second ?? -1]?.disabled).toBe(false);
  });

  it('survives kill -9 of the bot: restarted, the old buttons still work', async () => {
    const { table, keys } = await startedTable();
    await table.clue(table.a, 'zzqa', 2);
    await e2e.bot.kill('SIGKILL');
    await e2e.bot.start();
    const agent = table.cellsWith(keys.A, 'agent')[0] ?? -1;
    expect((await table.guess(table.b, agent)).type).toBe(UPDATE);
    expect(table.words()[agent]?.disabled).toBe(true);
  });

  it('answers clearly within 3 s while Redis is down, stays up, and resumes when it is back', async () => {
    const { table, keys } = await startedTable();
    await table.clue(table.a, 'zzqa', 3);
    const [first, second] = table.cellsWith(keys.A, 'agent');
    await table.guess(table.b, first ?? -1);
    await e2e.redis.kill();
    const press = table.press(table.b, table.words()[second ?? -1]?.customId ?? '');
    const answer = await press.awaitAnswer(3000);
    expect(press.responseTimeMs).toBeLessThan(3000);
    expect(ephemeralContent(answer)).toContain('ゲームの保存先');
    expect(e2e.bot.running).toBe(true);
    await e2e.redis.restart();
    await expect
      .poll(async () => (await table.guess(table.b, second ?? -1)).type, { timeout: 10_000, interval: 300 })
      .toBe(UPDATE);
    expect(table.words()[first ?? -1]?.disabled).toBe(true);
    expect(table.words()[second ?? -1]?.disabled).toBe(true);
  });

  it('lets an outsider press every control and changes nothing', async () => {
    const { table } = await startedTable();
    const dan = world.users.dan;
    const before = table.board();
    for (const action of ['clue', 'key', 'help']) {
      const answer = await table.press(dan, table.control(action).customId).awaitAnswer();
      expect(Number(answer.data?.flags) & 64).toBe(64);
    }
    const startPicture = table.pictureId();
    await table.clue(table.a, 'zzqa', 1);
    await table.pictureFollows(startPicture);
    const during = table.board();
    for (const button of [...table.words(), table.control('stop'), table.control('flag')]) {
      const answer = await table.press(dan, button.customId).awaitAnswer();
      expect(ephemeralContent(answer)).toContain('not playing');
    }
    expect(table.board()).toEqual(during);
    expect(before.id).toBe(during.id);
  });

  it('never sends a key side where the other side or the public can see it, nor logs one', async () => {
    const { table, keys } = await startedTable();
    const from = local.requests.entries().length;
    let snapshot: ReturnType<typeof local.requests.entries> = [];
    await table.missTurns(keys, 2);
    await table.playToWin(keys, async () => {
      await table.keys();
      await table.driver
        .runCommand({ user: table.a, channelId: table.channelId, name: 'duet', subcommand: 'status' })
        .awaitAnswer();
      snapshot = local.requests.entries().slice(from);
    });
    const secret = {
      words: table.words().map((word) => word.label.replace(/^\S+ /u, '')),
      keys,
      players: { A: [table.a.id], B: [table.b.id] },
    };
    expect(snapshot.length).toBeGreaterThan(20);
    expect(scanRequests(local, snapshot, secret)).toEqual([]);
    const logs = e2e.bot.output.join('');
    expect(logs).not.toMatch(/keyCard|🟩|⬛|⬜/u);
    expect(logs).not.toContain('local-e2e-token');
  });
});
