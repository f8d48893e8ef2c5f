import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentsOf,
  HAS_CHROMIUM,
  openPlayground,
  type PlaygroundPage,
  type PlaygroundSession,
  warnWithoutChromium,
} from './playground-page.js';

const SCREENSHOT = 'test-artifacts/playground-duet.png';

warnWithoutChromium('the playground browser test');

describe.skipIf(!HAS_CHROMIUM)('the playground, played in a browser', () => {
  let session: PlaygroundSession;
  let page: PlaygroundPage;

  beforeAll(async () => {
    session = await openPlayground();
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
  });

  it('plays a whole Duet game from /duet start to "You won", as Alice and Bob', async () => {
    await page.open('games-1');
    await page.runCommand('/duet', /\/duet start/, (view) =>
      view.getByRole('combobox', { name: /partner/ }).selectOption({ label: '@Bob' }),
    );
    const board = () => page.board();
    await board().getByText('either of you may give the first clue').waitFor();
    await expect(board().locator('.mention', { hasText: '@Bob' }).count()).resolves.toBeGreaterThan(0);
    // The board mentions /clue by id: each reader's client names it in their own language.
    await board().locator('.mention', { hasText: '/clue' }).first().waitFor();

    const aliceKey = (await page.readMyKey()).cells;
    await page.switchTo('Bob');
    await board().locator('.mention', { hasText: '/ヒント' }).first().waitFor();
    const bobKey = (await page.readMyKey()).cells;
    const aliceAgents = agentsOf(aliceKey);
    const bobAgents = agentsOf(bobKey);
    expect(aliceKey.map((cell) => cell.word)).toEqual(bobKey.map((cell) => cell.word));

    await page.switchTo('Alice');
    await page.giveClue('zzqa', 9);
    // The clue's announcement below links to the board, as a masked link; following it brings the board up.
    await page.message('gave a clue').getByRole('link', { name: 'Go to the board' }).click();
    const top = async (part: Locator) => (await part.boundingBox())?.y ?? Number.NaN;
    const chatTop = await top(page.page.locator('#messages'));
    await expect.poll(async () => Math.abs((await top(board())) - chatTop)).toBeLessThanOrEqual(1);
    await page.switchTo('Bob');
    for (const word of aliceAgents) await page.touch(word);
    await board().getByText('Side 🅰️ is done').waitFor();

    await page.giveClue('zzqb', 6);
    await page.switchTo('Alice');
    for (const word of bobAgents.filter((word) => !aliceAgents.includes(word))) await page.touch(word);

    await board().getByText('You won').waitFor();
    expect(await board().textContent()).toContain('You won');

    await page.screenshot(SCREENSHOT);
  }, 120_000);
});
