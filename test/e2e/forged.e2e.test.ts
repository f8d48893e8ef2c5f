import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiscord, SeededWorld } from '../../dev/local-discord/index.js';
import { type DuetTable, ephemeralContent } from '../support/duet-table.js';
import { type E2eWorld, startE2eWorld } from '../support/e2e-world.js';
import { publicView as publicViewOf, settledPublicView } from '../support/public-view.js';

/** Regressions of the attack run's findings: each forged press answers only its presser. */
const EPHEMERAL = 64;
let e2e: E2eWorld;
let local: LocalDiscord;
let world: SeededWorld;

beforeAll(async () => {
  e2e = await startE2eWorld('forged');
  ({ local, world } = e2e);
});

afterAll(async () => {
  await e2e?.close();
});

async function startedTable(): Promise<DuetTable> {
  const table = e2e.table();
  expect((await table.start()).type).toBe(4);
  return table;
}

/** Everyone's view of a channel's public messages: what must not change after bad input. */
const publicView = (table: DuetTable) => publicViewOf(local, table.channelId, world.users.dan);

function gameIdOf(table: DuetTable): string {
  return table.words()[0]?.customId.split(':')[1] ?? '';
}

function versionOf(table: DuetTable): string {
  return table.words()[0]?.customId.split(':')[2] ?? '';
}

/** Waits until the channel's public messages stop changing (a game-over picture, its follow-ups). */
async function settled(table: DuetTable): Promise<void> {
  await settledPublicView(local, table.channelId, world.users.dan);
}

/** A clue, then its picture: the board as it stays until the next press. */
async function clueSettled(table: DuetTable): Promise<void> {
  const picture = table.pictureId();
  await table.clue(table.a, 'zzqa', 1);
  await table.pictureFollows(picture);
  await settled(table);
}

describe('forged presses answer only the presser and change nothing public', () => {
  it('leave on a two-player board: refused, the board stays a board', async () => {
    const table = await startedTable();
    const before = publicView(table);
    const forged = `duet:${gameIdOf(table)}:0:leave`;
    const answer = await table.press(table.a, forged, true).awaitAnswer();
    expect(Number(answer.data?.flags) & EPHEMERAL).toBe(EPHEMERAL);
    expect(publicView(table)).toBe(before);
    expect(table.words()).toHaveLength(25);
    // The game goes on: the side that pressed still gives the clue (its answer may be deferred
    // while the bot, just started, still reads its dictionaries).
    expect([6, 7]).toContain((await table.clue(table.a, 'zzqa', 1)).type);
    await expect.poll(() => table.boardText()).toContain('zzqa');
  });

  it('leave on a finished game: refused, nothing rewritten', async () => {
    const table = await startedTable();
    await table.playToWin(await table.keys());
    await settled(table);
    const before = publicView(table);
    const answer = await table.press(table.b, `duet:${gameIdOf(table)}:0:leave`, true).awaitAnswer();
    expect(Number(answer.data?.flags) & EPHEMERAL).toBe(EPHEMERAL);
    expect(publicView(table)).toBe(before);
  });

  it('an outsider pressing a stale button gets a private answer; the board is not redrawn', async () => {
    const table = await startedTable();
    const stale = table.words()[0]?.customId ?? '';
    await clueSettled(table);
    const before = publicView(table);
    const answer = await table.press(world.users.dan, stale, true).awaitAnswer();
    expect(ephemeralContent(answer)).toContain('not playing');
    expect(publicView(table)).toBe(before);
  });

  it("another game's button pressed on this board: refused, neither board changes", async () => {
    const here = await startedTable();
    const there = await startedTable();
    await clueSettled(there);
    const before = [publicView(here), publicView(there)];
    const foreign = there.words()[0]?.customId ?? '';
    const answer = await here.press(here.a, foreign, true).awaitAnswer();
    expect(ephemeralContent(answer)).toContain('another board');
    expect([publicView(here), publicView(there)]).toEqual(before);
  });

  it('a clue of invisible characters or markdown is refused privately', async () => {
    const table = await startedTable();
    const version = versionOf(table);
    const before = publicView(table);
    for (const [clue, says] of [
      ['\u200b', 'needs a word'],
      ['[x](https://evil.example)', 'letters and digits'],
      ['||spoiler||', 'letters and digits'],
    ] as const) {
      const answer = await table.clue(table.a, clue, 1, 'en-US');
      expect(ephemeralContent(answer), clue).toContain(says);
    }
    expect(publicView(table)).toBe(before);
    expect(versionOf(table)).toBe(version);
  });

  it('a word list where one word hides inside another with a zero-width space is refused', async () => {
    const table = e2e.table();
    const words = Array.from({ length: 24 }, (_, i) => `word${String.fromCharCode(97 + i)}`);
    const answer = await table.start({ words: [...words, 'ac\u200born', 'acorn'].join(',') });
    expect(ephemeralContent(answer)).toContain('acorn');
    expect(local.driver.channelView(table.channelId, world.users.dan)).toHaveLength(0);
  });
});
