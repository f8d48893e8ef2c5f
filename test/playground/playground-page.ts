import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Playground, type PlaygroundOptions, startPlayground } from '../../dev/playground/index.js';
import type { ActionId } from '../../src/games/the-key/engine/index.js';
import { type KeyMessageKey, tKey } from '../../src/games/the-key/i18n/index.js';
import { type Mission, missionById } from '../../src/games/the-key/missions.js';
import { type KeyLabelKey, tKeyLabel } from '../../src/games/the-key/render/labels/index.js';
import { type Language, languageOfLocale } from '../../src/platform/i18n/languages.js';
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

/** The bot's clock knobs a test may set, e.g. turn reminders within seconds. */
export type PlaygroundTimings = Pick<PlaygroundOptions, 'reminderDelaySeconds' | 'sweepIntervalMs'>;

export async function openPlayground(timings: PlaygroundTimings = {}): Promise<PlaygroundSession> {
  const playground = await startPlayground({
    port: 0,
    stores: { store: new MemoryGameStore(), documents: new MemoryDocumentStore() },
    ...timings,
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

  /** The Discord locale of the user on screen, as the user switcher shows it. */
  async currentLocale(): Promise<string> {
    return (await this.page.locator('#user-switcher [aria-pressed="true"] .locale').textContent()) ?? '';
  }

  /** The labels of a select menu's options (open or not), in its order. */
  async menuLabels(menu: Locator): Promise<string[]> {
    return (await this.menuList(menu)).locator('.select-option-label').allTextContents();
  }

  /**
   * Opens a select menu and picks the options labelled `labels`: one is sent at once; in a
   * multi-select they are ticked and sent with Done, as Discord's client does.
   */
  async chooseFromMenu(menu: Locator, labels: readonly string[]): Promise<void> {
    const list = await this.menuList(menu);
    const multi = await this.isMultiSelect(menu);
    await menu.click();
    for (const label of labels) {
      const shown = this.page.locator('.select-option-label').getByText(label, { exact: true });
      // Two cards of one value and suit read the same: either will do.
      await list.locator('.select-option', { has: shown }).first().click();
    }
    if (multi) await list.locator('xpath=..').getByRole('button', { name: 'Done' }).click();
  }

  /**
   * Saves the part of the window that holds every one of `parts` as a PNG, once fonts and pictures
   * have loaded and with no hover effect under the mouse.
   */
  async capture(path: string, parts: readonly Locator[]): Promise<void> {
    mkdirSync(dirname(path), { recursive: true });
    await this.page.mouse.move(0, 0);
    await this.page.evaluate('document.fonts.ready');
    for (const part of parts) {
      for (const picture of await part.locator('img').all())
        await expect.poll(() => picture.evaluate(isLoaded)).toBe(true);
    }
    const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
    const shown = boxes.filter((box) => box !== null);
    expect(shown).toHaveLength(parts.length);
    const window = this.page.viewportSize() ?? { width: 0, height: 0 };
    const left = Math.max(0, Math.min(...shown.map((box) => box.x)));
    const top = Math.max(0, Math.min(...shown.map((box) => box.y)));
    const right = Math.min(window.width, Math.max(...shown.map((box) => box.x + box.width)));
    const bottom = Math.min(window.height, Math.max(...shown.map((box) => box.y + box.height)));
    await this.page.screenshot({
      path,
      clip: { x: left, y: top, width: right - left, height: bottom - top },
    });
  }

  /** Does `act` (a command sent, a button pressed) and waits for the "Only you can see this" answer it brings. */
  async privateAnswerTo(act: () => Promise<unknown>): Promise<Locator> {
    const privateMessages = this.page.locator('.message.ephemeral');
    const before = await privateMessages.count();
    await act();
    const answer = privateMessages.nth(before);
    await answer.locator('.ephemeral-note', { hasText: 'Only you can see this' }).waitFor();
    return answer;
  }

  /** Whether a select menu lets the user pick more than one option. */
  async isMultiSelect(menu: Locator): Promise<boolean> {
    return (await (await this.menuList(menu)).getAttribute('aria-multiselectable')) === 'true';
  }

  private async menuList(menu: Locator): Promise<Locator> {
    return this.page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
  }

  private snapshots(): Promise<number> {
    return this.page.evaluate<number>('window.__snapshots ?? 0');
  }
}

const REGEXP_SYNTAX = /[.*+?^$()|[\]{}\\]/gu;

/**
 * A text template of the bot's (`{name}` placeholders, Discord markdown) as a pattern over the text
 * the page shows: markdown marks dropped, each placeholder and line break matching anything.
 */
export function shownTextPattern(template: string): RegExp {
  const shown = template.replace(/\*\*|__/gu, '').replace(/^(?:-# |> )/gmu, '');
  return new RegExp(
    shown
      .split(/\{\w+\}|\n/u)
      .map(escapeRegExp)
      .join('[\\s\\S]*?'),
    'u',
  );
}

/** The text a message shows, line by line (its markdown only: no button or menu labels). */
export async function shownText(message: Locator): Promise<string> {
  return (await message.locator('.markdown > *').allTextContents()).join('\n');
}

/** One action of a THE KEY turn: a card played on that action card, or the character's special action. */
export type KeyTurnStep = ActionId | 'special';

/**
 * THE KEY at a playground table, played with the mouse. The board's texts are read in the table's
 * `language`, private messages and forms in the language of the user on screen, all through tKey.
 */
export class KeyMissionPage {
  constructor(
    readonly playground: PlaygroundPage,
    readonly language: Language,
  ) {}

  private get page(): Page {
    return this.playground.page;
  }

  lobby(): Locator {
    return this.playground.message(shownTextPattern(tKey(this.language, 'lobby.title')));
  }

  /** The mission's board: the public message with How to play, which it keeps to the end. */
  board(): Locator {
    const help = this.page.getByRole('button', { name: tKey(this.language, 'button.help') });
    return this.page.locator('.message:not(.ephemeral)', { has: help }).last();
  }

  boardText(): Promise<string> {
    return shownText(this.board());
  }

  /** The newest "Only you can see this" message. */
  privateAnswer(): Locator {
    return this.page.locator('.message.ephemeral').last();
  }

  async userLanguage(): Promise<Language> {
    return languageOfLocale(await this.playground.currentLocale());
  }

  /** `/thekey lobby` as `opener` (in their client's language) with the table's language, then the mission from the lobby's menu. */
  async openLobby(opener: string, missionId: string): Promise<void> {
    const mission = missionById(missionId);
    if (!mission) throw new Error(`no mission ${missionId}`);
    await this.playground.switchTo(opener);
    const name = (key: KeyMessageKey, language: Language) => escapeRegExp(tKey(language, key));
    const theirs = await this.userLanguage();
    const command = `/${name('command.name.thekey', theirs)} ${name('command.name.lobby', theirs)}`;
    await this.playground.runCommand(
      `/${tKey(theirs, 'command.name.thekey')}`,
      new RegExp(`^${command}`, 'u'),
      (view) =>
        view
          .getByRole('combobox', { name: new RegExp(name('command.name.language', theirs), 'u') })
          .selectOption(this.language),
    );
    await this.chooseMission(mission);
  }

  /**
   * `/thekey lobby` as `opener` naming no language, as most members do: the lobby takes the
   * server's set language, which must be this table's. Then the mission from the lobby's menu.
   */
  async openLobbyInServerLanguage(opener: string, missionId: string): Promise<void> {
    const mission = missionById(missionId);
    if (!mission) throw new Error(`no mission ${missionId}`);
    await this.playground.switchTo(opener);
    const theirs = await this.userLanguage();
    const command = `/${tKey(theirs, 'command.name.thekey')} ${tKey(theirs, 'command.name.lobby')}`;
    await this.playground.runCommand(command, new RegExp(`^${escapeRegExp(command)}`, 'u'));
    await this.chooseMission(mission);
  }

  async join(agent: string): Promise<void> {
    await this.playground.switchTo(agent);
    await this.lobbyButton('lobby.join').click();
    await expect.poll(() => shownText(this.lobby())).toContain(`@${agent}`);
  }

  async start(agent: string): Promise<void> {
    await this.playground.switchTo(agent);
    await this.lobbyButton('lobby.start').click();
    await this.board().waitFor();
    const started = shownTextPattern(tKey(this.language, 'lobby.started'));
    await expect.poll(() => shownText(this.lobby())).toMatch(started);
  }

  /** Presses My hand as `agent` and returns the private message it brings. */
  async openHand(agent: string): Promise<Locator> {
    await this.playground.switchTo(agent);
    await this.playground.dismissPrivateMessages();
    await this.boardButton('button.hand').click();
    return this.awaitPrivateAnswer();
  }

  /** The lobby's character menu as `agent`, who is on the team already. */
  async chooseCharacter(agent: string, characterId: string): Promise<void> {
    await this.playground.switchTo(agent);
    const character = tKeyLabel(this.language, `character.${characterId}` as KeyLabelKey);
    const menu = this.lobby().getByRole('combobox', {
      name: tKey(this.language, 'lobby.characterPlaceholder'),
      exact: true,
    });
    await this.playground.chooseFromMenu(menu, [character]);
    const seat = tKey(this.language, 'board.seat', { player: `@${agent}`, character });
    await expect.poll(() => shownText(this.lobby())).toContain(seat);
  }

  /**
   * Takes the turn's actions from the private `prompt`, one per step of `plan`: a card played on
   * that action card (on another when none beats it), or the special action paid with the two
   * lowest cards; then every useful choice of how it resolves (the first, when only one may be
   * picked). Returns the texts the prompt showed after each press and choice.
   */
  async takeActions(prompt: Locator, plan: readonly KeyTurnStep[]): Promise<string[]> {
    const language = await this.userLanguage();
    const texts: string[] = [];
    for (const step of plan) {
      const cards = prompt.getByRole('combobox', { name: tKey(language, 'prompt.playPlaceholder') });
      if ((await cards.count()) === 0) break;
      if (step === 'special') {
        texts.push(...(await this.paySpecial(prompt, language)));
      } else {
        const offered = await this.playground.menuLabels(cards);
        const action = tKeyLabel(language, `action.${step}`);
        const onAction = ['prompt.playOption', 'prompt.playOptionOpen'] as const;
        const patterns = onAction.map((key) => shownTextPattern(tKey(language, key, { action })));
        const card =
          offered.find((label) => patterns.some((pattern) => pattern.test(label))) ?? offered[0] ?? '';
        texts.push(await this.choose(prompt, cards, [card]));
      }
      texts.push(await this.resolve(prompt, language));
    }
    return texts;
  }

  /** Presses End turn in the private `prompt`; returns what it says then. */
  async endTurn(prompt: Locator): Promise<string> {
    const language = await this.userLanguage();
    const before = await shownText(prompt);
    await prompt.getByRole('button', { name: tKey(language, 'prompt.endTurn') }).click();
    await expect.poll(() => shownText(prompt)).not.toBe(before);
    return shownText(prompt);
  }

  /** A whole turn of `agent`: My hand, the actions of `plan`, End turn. Returns every private text, in order. */
  async playTurn(agent: string, plan: readonly KeyTurnStep[]): Promise<string[]> {
    const prompt = await this.openHand(agent);
    const opening = await shownText(prompt);
    const actions = await this.takeActions(prompt, plan);
    return [opening, ...actions, await this.endTurn(prompt)];
  }

  /** Announce the answer as `agent`: the form the bot opens, not yet sent. */
  async openAnswerForm(agent: string): Promise<Locator> {
    await this.playground.switchTo(agent);
    await this.playground.dismissPrivateMessages();
    await this.boardButton('button.answer').click();
    const dialog = this.page.getByRole('dialog', { name: tKey(await this.userLanguage(), 'answer.title') });
    await dialog.waitFor();
    return dialog;
  }

  /** Types `answer` into the open form and sends it; returns the bot's private reply. */
  async submitAnswer(dialog: Locator, answer: string): Promise<string> {
    await dialog.getByRole('textbox').fill(answer);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    return shownText(await this.awaitPrivateAnswer());
  }

  /** Confirm the answer on the board as `agent`; returns the bot's private reply. */
  async confirm(agent: string): Promise<string> {
    await this.playground.switchTo(agent);
    await this.playground.dismissPrivateMessages();
    await this.boardButton('button.confirm').click();
    return shownText(await this.awaitPrivateAnswer());
  }

  /** The lobby's mission menu, then waits until the lobby names the mission. */
  private async chooseMission(mission: Mission): Promise<void> {
    const missionMenu = this.lobby().getByRole('combobox', {
      name: tKey(this.language, 'lobby.missionPlaceholder'),
      exact: true,
    });
    await this.playground.chooseFromMenu(missionMenu, [`${mission.order}. ${mission.names[this.language]}`]);
    const chosen = tKey(this.language, 'lobby.mission', { name: mission.names[this.language] });
    await expect.poll(() => shownText(this.lobby())).toMatch(shownTextPattern(chosen));
  }

  private lobbyButton(key: KeyMessageKey): Locator {
    return this.lobby().getByRole('button', { name: tKey(this.language, key), exact: true });
  }

  private boardButton(key: KeyMessageKey): Locator {
    return this.board().getByRole('button', { name: tKey(this.language, key), exact: true });
  }

  private async awaitPrivateAnswer(): Promise<Locator> {
    const answer = this.privateAnswer();
    await answer.locator('.ephemeral-note', { hasText: 'Only you can see this' }).waitFor();
    return answer;
  }

  /** The special action's button, then its two cards to discard (the lowest). */
  private async paySpecial(prompt: Locator, language: Language): Promise<string[]> {
    const before = await shownText(prompt);
    const special = shownTextPattern(tKey(language, 'prompt.special'));
    await prompt.getByRole('button', { name: special }).click();
    await expect.poll(() => shownText(prompt)).not.toBe(before);
    const asked = await shownText(prompt);
    const discard = prompt.getByRole('combobox', { name: tKey(language, 'prompt.discardPlaceholder') });
    const lowest = [...new Set(await this.playground.menuLabels(discard))].slice(0, 2);
    return [asked, await this.choose(prompt, discard, lowest)];
  }

  /** How the action just chosen resolves: every useful option, or the first in a single-choice menu. */
  private async resolve(prompt: Locator, language: Language): Promise<string> {
    const menu = prompt.getByRole('combobox', { name: tKey(language, 'resolve.placeholder') });
    const nothing = tKey(language, 'resolve.nothing');
    const useful = (await this.playground.menuLabels(menu)).filter((label) => label !== nothing);
    const howMany = (await this.playground.isMultiSelect(menu)) ? useful.length : 1;
    return this.choose(prompt, menu, useful.length === 0 ? [nothing] : useful.slice(0, howMany));
  }

  /** Picks `labels` in `menu` of the private `prompt`; resolves with the prompt's text once the bot answered. */
  private async choose(prompt: Locator, menu: Locator, labels: readonly string[]): Promise<string> {
    const before = await shownText(prompt);
    await this.playground.chooseFromMenu(menu, labels);
    await expect.poll(() => shownText(prompt)).not.toBe(before);
    return shownText(prompt);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(REGEXP_SYNTAX, '\\$&');
}
