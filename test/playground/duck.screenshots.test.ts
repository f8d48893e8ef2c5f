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
 * The Duck! Duck! Go! pictures in docs/images, taken in the playground as the racers see them.
 * Slow and only for the docs: `SCREENSHOTS=1 npx vitest run test/playground/duck.screenshots.test.ts`.
 */
const IMAGES = 'docs/images';
const WANTED = process.env.SCREENSHOTS === '1';
const VIEWPORT = { width: 1040, height: 1200 };
const CHANNEL = 'games-4';
const BOARD_NAME = 'Lily Pond';
const ROUND_STARTS = 'Everyone picks a card in secret';
/** A card option with something to steer: two routes ("|"), or more than one arrow to face at the end. */
const STEERABLE = /\||[↑→↓←] [↑→↓←]/u;

if (WANTED) warnWithoutChromium('the screenshots of Duck! Duck! Go!');

describe.skipIf(!WANTED || !HAS_CHROMIUM)('screenshots of a Duck! Duck! Go! race', () => {
  let session: PlaygroundSession;
  let page: PlaygroundPage;

  beforeAll(async () => {
    session = await openPlayground();
    page = session.page;
    mkdirSync(IMAGES, { recursive: true });
    // Narrower than the other tests' window, so a message's picture is not mostly empty chat.
    await page.page.setViewportSize(VIEWPORT);
  });

  afterAll(async () => {
    await session?.close();
  });

  const lobby = () => page.message('Racers:');
  const board = () =>
    page.page.locator('.message', { has: page.page.getByRole('button', { name: 'My move' }) }).last();
  const boardText = async () => (await board().textContent()) ?? '';
  const privateAnswer = () => page.page.locator('.message.ephemeral').last();
  const privateText = async () => (await privateAnswer().locator('.message-body').textContent()) ?? '';
  const openMenu = () => page.page.locator('[role="listbox"].select-options:visible');

  /** Saves the part of the window that holds every one of `parts` (whole messages: fonts and pictures loaded, no hover). */
  async function capture(name: string, parts: Locator[]): Promise<void> {
    await page.page.evaluate('document.fonts.ready');
    for (const picture of await page.page.locator('.message img').all()) {
      await expect.poll(() => picture.evaluate((image: { complete: boolean }) => image.complete)).toBe(true);
    }
    const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
    const shown = boxes.filter((box) => box !== null);
    expect(shown).toHaveLength(parts.length);
    const left = Math.max(0, Math.min(...shown.map((box) => box.x)));
    const top = Math.max(0, Math.min(...shown.map((box) => box.y)));
    const right = Math.min(VIEWPORT.width, Math.max(...shown.map((box) => box.x + box.width)));
    const bottom = Math.min(VIEWPORT.height, Math.max(...shown.map((box) => box.y + box.height)));
    await page.page.screenshot({
      path: `${IMAGES}/duck-${name}.png`,
      clip: { x: left, y: top, width: right - left, height: bottom - top },
    });
  }

  /** Brings `part` to the top of the chat. */
  const scrollToTop = (part: Locator) =>
    part.evaluate((node: { scrollIntoView(options: { block: string }): void }) =>
      node.scrollIntoView({ block: 'start' }),
    );

  async function pressMyMove(): Promise<Locator> {
    await page.dismissPrivateMessages();
    await board().getByRole('button', { name: 'My move' }).click();
    const answer = privateAnswer();
    await answer.locator('.ephemeral-note', { hasText: 'Only you can see this' }).waitFor();
    return answer;
  }

  /**
   * Makes the first choice the private message offers (in a menu, the first option matching
   * `preferred` if any), else presses its first button; false when it asks nothing.
   */
  async function answerOnce(preferred?: RegExp, stopAtCards = false): Promise<boolean> {
    const answer = privateAnswer();
    const before = await privateText();
    // A move that led straight on into the round's cards: those belong to the next step.
    if (stopAtCards && before.includes('Your cards:')) return false;
    const menu = answer.locator('[role="combobox"]:not([aria-disabled="true"])').first();
    const button = answer.locator('.action-row button:not([disabled])').first();
    if ((await menu.count()) > 0) {
      if ((await openMenu().count()) === 0) await menu.click();
      const options = openMenu().getByRole('option');
      const wanted = preferred ? options.filter({ hasText: preferred }) : options;
      await ((await wanted.count()) > 0 ? wanted : options).first().click();
    } else if ((await button.count()) > 0) await button.click();
    else return false;
    await expect.poll(privateText).not.toBe(before);
    return true;
  }

  /** Plays whoever the board asks to press My move until `done` shows; `asked` sees each question first. */
  async function playUntil(done: string, asked: (answer: Locator) => Promise<void> = async () => {}) {
    for (let step = 0; step < 16 && !(await boardText()).includes(done); step++) {
      const mention = board().locator('.md-line', { hasText: 'Press My move' }).locator('.mention');
      if ((await mention.count()) === 0) {
        await page.page.waitForTimeout(200);
        continue;
      }
      await page.switchTo(((await mention.first().textContent()) ?? '').replace(/^@/u, ''));
      const before = await boardText();
      await pressMyMove();
      let answered = 0;
      do await asked(privateAnswer());
      while (await answerOnce(undefined, answered++ > 0));
      await expect.poll(boardText).not.toBe(before);
    }
    await expect.poll(boardText).toContain(done);
  }

  it('a lobby, a private hand, a steering question and the board after a round', async () => {
    await page.page.goto(`${page.url}?as=alice&channel=${CHANNEL}`);
    await page.page.waitForFunction('window.__snapshots > 0');
    await page.runCommand('/duck', /\/duck lobby/);
    await lobby().getByRole('button', { name: 'Start' }).waitFor();
    const lobbyText = async () => (await lobby().textContent()) ?? '';
    await page.switchTo('Dan');
    await lobby().getByRole('button', { name: 'Join' }).click();
    await expect.poll(lobbyText).toContain('@Dan');
    await page.switchTo('Alice');
    await lobby().getByRole('button', { name: 'Computer duck' }).click();
    await expect.poll(lobbyText).toContain('🤖');
    await lobby()
      .getByRole('combobox', { name: /^Board/ })
      .click();
    await page.page.getByRole('option', { name: new RegExp(`^${BOARD_NAME}`) }).click();
    await expect.poll(lobbyText).toContain(`Board: ${BOARD_NAME}`);
    await capture('lobby', [lobby()]);

    await lobby().getByRole('button', { name: 'Start' }).click();
    await board().waitFor();
    await playUntil(ROUND_STARTS);

    await page.switchTo('Alice');
    const hand = await pressMyMove();
    await expect.poll(() => hand.locator('img').first().getAttribute('src')).toBeTruthy();
    await hand.locator('[role="combobox"]').first().click();
    await scrollToTop(hand);
    await capture('hand', [hand, openMenu()]);
    await answerOnce(STEERABLE);
    await page.switchTo('Dan');
    await pressMyMove();
    await answerOnce(STEERABLE);

    let steerTaken = false;
    await playUntil(ROUND_STARTS, async (answer) => {
      const asking = answer.locator('[role="combobox"], .action-row button:not([disabled])');
      if (steerTaken || (await asking.count()) === 0) return;
      await capture('steer', [answer]);
      steerTaken = true;
    });
    expect(steerTaken).toBe(true);

    await page.dismissPrivateMessages();
    await scrollToTop(board());
    await capture('board', [board()]);
  }, 120_000);
});
