import { mkdirSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HAS_CHROMIUM,
  openPlayground,
  type PlaygroundPage,
  type PlaygroundSession,
  warnWithoutChromium,
} from './playground-page.js';

/**
 * The pictures of issue 14's fixed views in docs/images, taken in the playground as a player sees
 * them. Slow and only for the docs: `SCREENSHOTS=1 npx vitest run test/playground/fixed-views.screenshots.test.ts`.
 */
const IMAGES = 'docs/images';
const WANTED = process.env.SCREENSHOTS === '1';
/** Room left around the cropped part, so it does not touch the picture's edge. */
const MARGIN = 12;

type Side = 'A' | 'B';

if (WANTED) warnWithoutChromium('the screenshots of the fixed views');

describe.skipIf(!WANTED || !HAS_CHROMIUM)('screenshots of the views issue 14 fixed', () => {
  let session: PlaygroundSession;
  let page: PlaygroundPage;

  beforeAll(async () => {
    session = await openPlayground();
    page = session.page;
    mkdirSync(IMAGES, { recursive: true });
  });

  afterAll(async () => {
    await session?.close();
  });

  /**
   * Saves the part of the window that holds every one of `parts` (fonts loaded, no hover); `until`
   * ends it above the bottom of a tall part.
   */
  async function capture(name: string, parts: Locator[], until?: Locator): Promise<void> {
    await page.page.evaluate('document.fonts.ready');
    await page.page.mouse.move(0, 0);
    const viewport = page.page.viewportSize() ?? { width: 1440, height: 1200 };
    const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
    const shown = boxes.filter((box) => box !== null);
    expect(shown).toHaveLength(parts.length);
    const end = until ? await until.boundingBox() : null;
    const left = Math.max(0, Math.min(...shown.map((box) => box.x)) - MARGIN);
    const top = Math.max(0, Math.min(...shown.map((box) => box.y)) - MARGIN);
    const right = Math.min(viewport.width, Math.max(...shown.map((box) => box.x + box.width)) + MARGIN);
    const bottom = Math.min(
      viewport.height,
      (end ? end.y + end.height : Math.max(...shown.map((box) => box.y + box.height))) + MARGIN,
    );
    await page.page.screenshot({
      path: `${IMAGES}/fixed-${name}.png`,
      clip: { x: left, y: top, width: right - left, height: bottom - top },
    });
  }

  /** Brings `part` to the top of the chat. */
  const scrollToTop = (part: Locator) =>
    part.evaluate((node: { scrollIntoView(options: { block: string }): void }) =>
      node.scrollIntoView({ block: 'start' }),
    );

  /** The newest private answer on screen. */
  const privateAnswer = () => page.page.locator('.message.ephemeral').last();

  /** Opens a Duet lobby as Alice, seats `joins` in order, and starts; returns the lobby message. */
  async function startTeamGame(joins: [name: string, side: Side][]): Promise<Locator> {
    await page.runCommand('/duet', /\/duet lobby/);
    const lobby = page.message('Duet lobby');
    await lobby.getByRole('button', { name: 'Start' }).waitFor();
    for (const [name, side] of joins) {
      await page.switchTo(name);
      await lobby.getByRole('button', { name: `Join side ${side}` }).click();
      await expect.poll(async () => (await lobby.textContent()) ?? '').toContain(`@${name}`);
    }
    await page.switchTo('Alice');
    await lobby.getByRole('button', { name: 'Start' }).click();
    await page.board().waitFor();
    return lobby;
  }

  it('a team rematch: the roster above the new board, threads named with the game, the old ones archived', async () => {
    await page.open('games-1');
    await startTeamGame([
      ['Bob', 'A'],
      ['Csilla', 'B'],
      ['Dan', 'B'],
      ['Erin', 'B'],
    ]);
    await page.channelList().getByRole('button', { name: 'Duet #1 · side A', exact: true }).waitFor();

    await page.runCommand('/duet', /\/duet stop/);
    const question = privateAnswer();
    await question.getByRole('button', { name: 'Keep playing' }).waitFor();
    await capture('stop-confirmation', [question]);
    await question.getByRole('button', { name: 'End the game' }).click();
    await page.board().getByRole('button', { name: 'Rematch' }).waitFor();
    await page.dismissPrivateMessages();

    await page.board().getByRole('button', { name: 'Rematch' }).click();
    const threads = page.channelList();
    await threads.getByRole('button', { name: 'Duet #2 · side A', exact: true }).waitFor();
    await threads.locator('.archived', { hasText: 'Duet #1 · side A' }).waitFor();
    const roster = page.message('Duet #2');
    await expect.poll(async () => (await roster.textContent()) ?? '').toContain('The game is on');
    await page.board().getByRole('button', { name: 'Give clue' }).waitFor();
    await expect.poll(() => page.board().locator('img').first().getAttribute('src')).toBeTruthy();
    await scrollToTop(roster);
    const picture = page.board().locator('img').first();
    const cards = [roster, page.board()].map((message) => message.locator('.container').first());
    await capture('rematch-roster', [threads, ...cards], picture);
  }, 120_000);

  it('a team game of three speaks of sides', async () => {
    await page.open('games-2');
    await startTeamGame([
      ['Csilla', 'B'],
      ['Dan', 'B'],
    ]);
    const key = await page.readMyKey();
    const bystander = key.cells.find((cell) => cell.marker === '⬜')?.word ?? '';
    await page.dismissPrivateMessages();
    await page.giveClue('zzqa', 2);
    await page.switchTo('Dan');
    await page.touch(bystander);
    const wording = page.board().getByText('your side gives the next clue');
    await wording.waitFor();
    await scrollToTop(page.board());
    await capture('team-wording', [page.board().locator('.md-heading').first(), wording]);
  }, 120_000);

  for (const [language, user, command, help] of [
    ['ja', 'Bob', '/デュエット', /\/デュエット ヘルプ/],
    ['hu', 'Csilla', '/duet', /\/duet súgó/],
  ] as const) {
    it(`${language}: /duet help names the commands as mentions in the reader's language`, async () => {
      await page.open('games-3');
      await page.switchTo(user);
      await page.runCommand(command, help);
      const answer = privateAnswer();
      await answer.locator('.mention').first().waitFor();
      await capture(`command-mentions-${language}`, [answer]);
    });
  }

  it('a clue form with a bad number: answered privately with Fix the clue, the form reopened filled in, then announced below', async () => {
    await page.open('games-4');
    await page.switchTo('Alice');
    await page.runCommand('/duet', /\/duet start/, (view) =>
      view.getByRole('combobox', { name: /partner/ }).selectOption({ label: '@Bob' }),
    );
    const board = page.board();
    await board.getByRole('button', { name: 'Give clue' }).click();
    const dialog = page.page.getByRole('dialog');
    await dialog.getByRole('textbox').nth(0).fill('ocean');
    await dialog.getByRole('textbox').nth(1).fill('tw');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const refusal = privateAnswer();
    const fix = refusal.getByRole('button', { name: 'Fix the clue' });
    await fix.waitFor();
    await capture('fix-the-clue', [refusal]);

    await fix.click();
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('textbox').nth(1).inputValue()).toBe('tw');
    await capture('fix-the-clue-form', [dialog]);

    await dialog.getByRole('textbox').nth(1).fill('2');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const announcement = page.message('gave a clue');
    await announcement.waitFor();
    await board.getByText('ocean · 2').first().waitFor();
    await announcement.scrollIntoViewIfNeeded();
    const lastButtons = board.locator('.action-row').last();
    await capture('clue-announcement', [
      lastButtons,
      announcement,
      page.page.getByRole('textbox', { name: 'Message' }),
    ]);
  }, 60_000);
});
