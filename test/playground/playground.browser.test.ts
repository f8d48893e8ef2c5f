import { existsSync, mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryDocumentStore } from '../../src/platform/store/memory-document-store.js';
import { MemoryGameStore } from '../../src/platform/store/memory-store.js';
import { type Playground, startPlayground } from '../../src/playground/index.js';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);
const SCREENSHOT = 'test-artifacts/playground-duet.png';
const KEY_CELL = /^(🟩|⬛|⬜) /u;

if (!HAS_CHROMIUM) {
  console.warn(
    `Skipping the playground browser test: no Chromium at ${CHROMIUM_PATH}. ` +
      'Install it with `apt-get install -y chromium`, or set CHROMIUM_PATH.',
  );
}

interface KeyCell {
  marker: string;
  word: string;
}

describe.skipIf(!HAS_CHROMIUM)('the playground, played in a browser', () => {
  let playground: Playground;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    playground = await startPlayground({
      port: 0,
      stores: { store: new MemoryGameStore(), documents: new MemoryDocumentStore() },
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    });
    page = await browser.newPage({ viewport: { width: 1440, height: 1200 } });
    page.setDefaultTimeout(10_000);
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  const board = () => page.locator('.message', { has: page.getByRole('button', { name: 'My key' }) }).last();

  const switchTo = async (name: string) => {
    await page
      .locator('#user-switcher')
      .getByRole('button', { name: new RegExp(`^${name}\\b`) })
      .click();
    await page.locator(`#user-switcher [aria-pressed="true"]`, { hasText: name }).waitFor();
  };

  /** Presses My key and reads the private answer: 25 cells in board order. */
  const readMyKey = async (): Promise<KeyCell[]> => {
    const privateMessages = page.locator('.message.ephemeral');
    const before = await privateMessages.count();
    await board().getByRole('button', { name: 'My key' }).click();
    const answer = privateMessages.nth(before);
    await answer.locator('.ephemeral-note', { hasText: 'Only you can see this' }).waitFor();
    const lines = await answer.locator('.message-content .md-line').allTextContents();
    const cells = lines
      .filter((line) => KEY_CELL.test(line))
      .flatMap((line) => line.split(' · '))
      .map((cell) => {
        const marker = [...cell][0] ?? '';
        return { marker, word: cell.slice(marker.length).trim() };
      });
    expect(cells).toHaveLength(25);
    return cells;
  };

  const giveClue = async (word: string, number: number) => {
    await board().getByRole('button', { name: 'Give clue' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('textbox').nth(0).fill(word);
    await dialog.getByRole('textbox').nth(1).fill(String(number));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await board().getByText(`${word} · ${number}`).first().waitFor();
  };

  /** Presses a word, then waits until the board no longer offers it (covered, or relabelled at the end). */
  const touch = async (word: string) => {
    const button = board().getByRole('button', { name: word, exact: true, disabled: false });
    await button.click();
    await button.waitFor({ state: 'detached' });
  };

  it('plays a whole Duet game from /duet start to "You won", as Alice and Bob', async () => {
    await page.goto(playground.url);
    await page.getByRole('button', { name: 'games-1' }).click();
    await expect.poll(() => page.locator('#channel-title').textContent()).toBe('games-1');

    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('/duet');
    await page.getByRole('option', { name: /\/duet start/ }).click();
    await page.getByRole('combobox', { name: /partner/ }).selectOption({ label: '@Bob' });
    await page.getByRole('button', { name: 'Send' }).click();
    await board().getByText('either of you may give the first clue').waitFor();
    await expect(board().locator('.mention', { hasText: '@Bob' }).count()).resolves.toBeGreaterThan(0);

    const aliceKey = await readMyKey();
    await switchTo('Bob');
    await board().waitFor();
    const bobKey = await readMyKey();
    const agentsOf = (key: KeyCell[]) => key.filter((cell) => cell.marker === '🟩').map((cell) => cell.word);
    const aliceAgents = agentsOf(aliceKey);
    const bobAgents = agentsOf(bobKey);
    expect(aliceKey.map((cell) => cell.word)).toEqual(bobKey.map((cell) => cell.word));

    await switchTo('Alice');
    await giveClue('zzqa', 9);
    await switchTo('Bob');
    for (const word of aliceAgents) await touch(word);
    await board().getByText('Side 🅰️ is done').waitFor();

    await giveClue('zzqb', 6);
    await switchTo('Alice');
    for (const word of bobAgents.filter((word) => !aliceAgents.includes(word))) await touch(word);

    await board().getByText('You won').waitFor();
    expect(await board().textContent()).toContain('You won');

    mkdirSync('test-artifacts', { recursive: true });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: SCREENSHOT });
  }, 120_000);
});
