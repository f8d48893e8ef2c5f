import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Playground, startPlayground } from '../../dev/playground/index.js';
import { MemoryDocumentStore } from '../../src/platform/store/memory-document-store.js';
import { MemoryGameStore } from '../../src/platform/store/memory-store.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);

const KEY_CELL = /^(🟩|⬛|⬜) /u;
/** Counts the page's event-stream snapshots, so a test knows when a user's view has arrived. */
const COUNT_SNAPSHOTS = `
  window.__snapshots = 0;
  const NativeEventSource = window.EventSource;
  window.EventSource = class extends NativeEventSource {
    constructor(url, init) {
      super(url, init);
      this.addEventListener('snapshot', () => { window.__snapshots += 1; });
    }
  };
`;

/** The little of the browser's DOM that measuring a picture needs (the tests compile without the DOM's types). */
interface BrowserBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

interface BrowserElement {
  parentElement: BrowserElement | null;
  getBoundingClientRect(): BrowserBox;
  ownerDocument: { defaultView: { getComputedStyle(element: BrowserElement): { overflow: string } } };
}

interface BrowserImage extends BrowserElement {
  complete: boolean;
  naturalWidth: number;
  naturalHeight: number;
}

const isLoaded = (image: BrowserImage) => image.complete && image.naturalWidth > 0;

/** An image's box, its own size, and whether an ancestor that clips its overflow cuts part of it off. */
function measurePicture(image: BrowserImage): PictureBox {
  const box = image.getBoundingClientRect();
  const style = (element: BrowserElement) => element.ownerDocument.defaultView.getComputedStyle(element);
  let clipped = false;
  for (let node = image.parentElement; node; node = node.parentElement) {
    if (style(node).overflow === 'visible') continue;
    const frame = node.getBoundingClientRect();
    const inside =
      box.left >= frame.left - 0.5 &&
      box.top >= frame.top - 0.5 &&
      box.right <= frame.right + 0.5 &&
      box.bottom <= frame.bottom + 0.5;
    if (!inside) clipped = true;
  }
  const { naturalWidth, naturalHeight } = image;
  return { width: box.width, height: box.height, naturalWidth, naturalHeight, clipped };
}

/** Marks the element whose fonts Chromium is asked about. */
const FONT_PROBE = 'data-font-probe';

export function warnWithoutChromium(what: string): void {
  if (HAS_CHROMIUM) return;
  console.warn(
    `Skipping ${what}: no Chromium at ${CHROMIUM_PATH}. ` +
      'Install it with `apt-get install -y chromium`, or set CHROMIUM_PATH.',
  );
}

/** How a picture sits on the page: its box, its own size, and whether an ancestor cuts part of it off. */
export interface PictureBox {
  width: number;
  height: number;
  naturalWidth: number;
  naturalHeight: number;
  clipped: boolean;
}

/** A font the browser drew a text with: `custom` when it came from the page's @font-face rules. */
export interface UsedFont {
  family: string;
  custom: boolean;
}

export interface KeyCell {
  marker: string;
  word: string;
}

/** The 🟩 words of a key face. */
export const agentsOf = (key: readonly KeyCell[]): string[] =>
  key.filter((cell) => cell.marker === '🟩').map((cell) => cell.word);

/** A playground (memory stores) and a Chromium page on it; `close()` stops both. */
export interface PlaygroundSession {
  playground: Playground;
  browser: Browser;
  page: PlaygroundPage;
  close(): Promise<void>;
}

export async function openPlayground(): Promise<PlaygroundSession> {
  const playground = await startPlayground({
    port: 0,
    stores: { store: new MemoryGameStore(), documents: new MemoryDocumentStore() },
  });
  let browser: Browser | undefined;
  try {
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
    const page = await browser.newPage({ viewport: { width: 1440, height: 1200 } });
    page.setDefaultTimeout(10_000);
    await page.addInitScript(COUNT_SNAPSHOTS);
    const opened = browser;
    return {
      playground,
      browser: opened,
      page: new PlaygroundPage(page, playground.url),
      async close() {
        await opened.close();
        await playground.close();
      },
    };
  } catch (error) {
    await browser?.close();
    await playground.close();
    throw error;
  }
}

/** The playground page, driven as a person would: user switcher, channel list, command box, buttons, modals. */
export class PlaygroundPage {
  constructor(
    readonly page: Page,
    readonly url: string,
  ) {}

  /** The newest Duet board in the channel on screen (the message with a My key button). */
  board(): Locator {
    return this.page.locator('.message', { has: this.page.getByRole('button', { name: 'My key' }) }).last();
  }

  /** The newest message containing `text`. */
  message(text: string | RegExp): Locator {
    return this.page.locator('.message', { hasText: text }).last();
  }

  channelList(): Locator {
    return this.page.locator('#channel-list');
  }

  /** Opens the page and the channel called `name`. */
  async open(channel: string): Promise<void> {
    await this.page.goto(this.url);
    await this.page.waitForFunction('window.__snapshots > 0');
    await this.openChannel(channel);
  }

  async openChannel(name: string): Promise<void> {
    const snapshots = await this.snapshots();
    await this.channelList().getByRole('button', { name, exact: true }).click();
    await expect.poll(() => this.page.locator('#channel-title').textContent()).toBe(name);
    await this.page.waitForFunction(`window.__snapshots > ${snapshots}`);
  }

  /** Sees the guild as another user, and waits until their view of the channel has arrived. */
  async switchTo(name: string): Promise<void> {
    const snapshots = await this.snapshots();
    await this.page
      .locator('#user-switcher')
      .getByRole('button', { name: new RegExp(`^${name}\\b`) })
      .click();
    await this.page.locator(`#user-switcher [aria-pressed="true"]`, { hasText: name }).waitFor();
    await this.page.waitForFunction(`window.__snapshots > ${snapshots}`);
  }

  /** Types `/…` in the message box, picks the command `option`, lets `fill` set its options, and sends it. */
  async runCommand(typed: string, option: RegExp, fill: (page: Page) => Promise<unknown> = async () => {}) {
    await this.page.getByRole('textbox', { name: 'Message' }).fill(typed);
    await this.page.getByRole('option', { name: option }).click();
    await fill(this.page);
    await this.page.getByRole('button', { name: 'Send' }).click();
  }

  /** In a command's form: types into the autocomplete option `option`; the bot's suggestions then show in the listbox returned. */
  async typeForSuggestions(option: RegExp, typed: string): Promise<Locator> {
    await this.page.getByRole('combobox', { name: option }).fill(typed);
    return this.page.getByRole('listbox', { name: /^Choices for/ });
  }

  /** Types a plain message into the message box, sends it with Enter, and waits until it is shown. */
  async sendMessage(text: string): Promise<Locator> {
    await this.page.getByRole('textbox', { name: 'Message' }).fill(text);
    await this.page.keyboard.press('Enter');
    const sent = this.message(text);
    await sent.waitFor();
    return sent;
  }

  /** Waits until the picture has loaded, brings it into view, and measures it against its ancestors. */
  async pictureBox(picture: Locator): Promise<PictureBox> {
    await expect.poll(() => picture.evaluate(isLoaded)).toBe(true);
    await picture.scrollIntoViewIfNeeded();
    return picture.evaluate(measurePicture);
  }

  /** The fonts the browser drew `text` with (as Chromium reports them), in the newest element showing it. */
  async fontsDrawing(text: string): Promise<UsedFont[]> {
    await this.page.evaluate(
      `document.querySelectorAll('[${FONT_PROBE}]').forEach((node) => node.removeAttribute('${FONT_PROBE}'))`,
    );
    await this.page
      .getByText(text)
      .last()
      .evaluate(
        (node: { setAttribute(name: string, value: string): void }, name) => node.setAttribute(name, ''),
        FONT_PROBE,
      );
    await this.page.evaluate('document.fonts.ready');
    const cdp = await this.page.context().newCDPSession(this.page);
    try {
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: `[${FONT_PROBE}]`,
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => ({ family: font.familyName, custom: font.isCustomFont }));
    } finally {
      await cdp.detach();
    }
  }

  /** Presses My key and reads the private answer: its text and its 25 cells in board order. */
  async readMyKey(): Promise<{ text: string; cells: KeyCell[] }> {
    const privateMessages = this.page.locator('.message.ephemeral');
    const before = await privateMessages.count();
    await this.board().getByRole('button', { name: 'My key' }).click();
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
    return { text: lines.join('\n'), cells };
  }

  /** The labels of the board's buttons (its 25 words among them). */
  async boardLabels(): Promise<string[]> {
    return this.board().locator('button .button-label').allTextContents();
  }

  /** Give clue → fill the modal → Submit, then waits for the clue on the board. */
  async giveClue(word: string, number: number): Promise<void> {
    await this.board().getByRole('button', { name: 'Give clue' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('textbox').nth(0).fill(word);
    await dialog.getByRole('textbox').nth(1).fill(String(number));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await this.board().getByText(`${word} · ${number}`).first().waitFor();
  }

  /** Presses a word, then waits until the board no longer offers it (covered, or relabelled at the end). */
  async touch(word: string): Promise<void> {
    const button = this.board().getByRole('button', { name: word, exact: true, disabled: false });
    await button.click();
    await button.waitFor({ state: 'detached' });
  }

  /** Dismisses every "Only you can see this" message on screen. */
  async dismissPrivateMessages(): Promise<void> {
    const dismiss = this.page.locator('.message.ephemeral').getByRole('button', { name: 'Dismiss message' });
    while ((await dismiss.count()) > 0) await dismiss.first().click();
  }

  /** A screenshot of the whole window, without a hover effect under the mouse. */
  async screenshot(path: string): Promise<void> {
    mkdirSync(dirname(path), { recursive: true });
    await this.page.mouse.move(0, 0);
    await this.page.screenshot({ path });
  }

  private snapshots(): Promise<number> {
    return this.page.evaluate<number>('window.__snapshots ?? 0');
  }
}
