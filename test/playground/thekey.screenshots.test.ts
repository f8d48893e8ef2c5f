import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tKey } from '../../src/games/the-key/i18n/index.js';
import { answerOf, missionById } from '../../src/games/the-key/missions.js';
import {
  HAS_CHROMIUM,
  KeyMissionPage,
  openPlayground,
  type PlaygroundSession,
  shownTextPattern,
  warnWithoutChromium,
} from './playground-page.js';

/**
 * The THE KEY pictures in docs/images, taken in the playground as the agents see them.
 * Slow and only for the docs: `SCREENSHOTS=1 npx vitest run test/playground/thekey.screenshots.test.ts`.
 */
const IMAGES = 'docs/images';
const WANTED = process.env.SCREENSHOTS === '1';
/** Narrower than the other tests' window, so a message's picture is not mostly empty chat. */
const VIEWPORT = { width: 1040, height: 1200 };
const CHANNEL = 'games-4';
const MISSION = 'practice-safe';

if (WANTED) warnWithoutChromium('the screenshots of THE KEY');

describe.skipIf(!WANTED || !HAS_CHROMIUM)('screenshots of a THE KEY mission', () => {
  let session: PlaygroundSession;

  beforeAll(async () => {
    session = await openPlayground();
    await session.page.page.setViewportSize(VIEWPORT);
  });

  afterAll(async () => {
    await session?.close();
  });

  const image = (name: string) => `${IMAGES}/thekey-playground-${name}.png`;
  /** Brings `part` to the top of the chat. */
  const scrollToTop = (part: Locator) =>
    part.evaluate((node: { scrollIntoView(options: { block: string }): void }) =>
      node.scrollIntoView({ block: 'start' }),
    );

  it('a private turn with its cards to play, the board mid-mission, and the answer form', async () => {
    const mission = missionById(MISSION);
    if (!mission) throw new Error(`no mission ${MISSION}`);
    const { page } = session;
    await page.open(CHANNEL);
    const table = new KeyMissionPage(page, 'en');
    await table.openLobby('Alice', MISSION);
    await table.join('Dan');
    await table.start('Alice');

    await table.playTurn('Alice', ['collect', 'move']);
    const prompt = await table.openHand('Dan');
    await page.capture(image('turn'), [prompt]);
    await table.takeActions(prompt, ['move', 'collect']);
    await table.endTurn(prompt);

    await page.dismissPrivateMessages();
    await expect.poll(() => table.board().locator('img').count()).toBe(1);
    await scrollToTop(table.board());
    await page.capture(image('board'), [table.board()]);

    const form = await table.openAnswerForm('Dan');
    await form.getByRole('textbox').fill(answerOf(mission));
    await page.capture(image('answer'), [form]);
    await table.submitAnswer(form, answerOf(mission));
    await table.confirm('Alice');
    const won = shownTextPattern(tKey('en', 'board.won', { answer: answerOf(mission) }));
    await expect.poll(() => table.boardText()).toMatch(won);
  }, 120_000);
});
