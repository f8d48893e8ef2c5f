import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tCodenames } from '../../src/games/codenames/i18n/index.js';
import {
  HAS_CHROMIUM,
  openPlayground,
  type PlaygroundPage,
  type PlaygroundSession,
  warnWithoutChromium,
} from './playground-page.js';

const ARTIFACTS = 'test-artifacts';

type Team = 'red' | 'blue';
type Identity = Team | 'bystander' | 'assassin';

const identityOf: Record<string, Identity> = {
  '🔺': 'red',
  '🔷': 'blue',
  '⬜': 'bystander',
  '💀': 'assassin',
};
const MARKERS = Object.keys(identityOf);
const KEY_LINE = /^(🔺|🔷|⬜|💀) /u;
const startsWithMarker = (text: string) => MARKERS.some((marker) => text.startsWith(marker));

interface KeyCell {
  identity: Identity;
  word: string;
}

/** The seats: each spymaster reads English (Alice en-US, Dan en-GB); the operatives read Japanese and Hungarian. */
const seats = {
  red: { spymaster: 'Alice', operative: 'Bob', operativeLanguage: 'ja' },
  blue: { spymaster: 'Dan', operative: 'Csilla', operativeLanguage: 'hu' },
} as const;

const other = (team: Team): Team => (team === 'red' ? 'blue' : 'red');

warnWithoutChromium('the playground Codenames browser test');

describe.skipIf(!HAS_CHROMIUM)('the playground, a 4-player game of classic Codenames', () => {
  let session: PlaygroundSession;
  let page: PlaygroundPage;

  beforeAll(async () => {
    session = await openPlayground();
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
  });

  /** The private answers on screen. */
  const privateMessages = () => page.page.locator('.message.ephemeral');

  /** Presses the board's My key and waits for the private answer it brings. */
  async function pressMyKey(): Promise<Locator> {
    const before = await privateMessages().count();
    await page.board().getByRole('button', { name: 'My key' }).click();
    const answer = privateMessages().nth(before);
    await answer.locator('.ephemeral-note', { hasText: 'Only you can see this' }).waitFor();
    return answer;
  }

  /** My key as a spymaster: its 25 words with their markers in board order, and its picture whole. */
  async function readKey(): Promise<KeyCell[]> {
    const answer = await pressMyKey();
    const lines = await answer.locator('.message-content .md-line').allTextContents();
    const cells = lines
      .filter((line) => KEY_LINE.test(line))
      .flatMap((line) => line.split(' · '))
      .map((cell) => {
        const marker = [...cell][0] ?? '';
        return { identity: identityOf[marker] as Identity, word: cell.slice(marker.length).trim() };
      });
    expect(cells).toHaveLength(25);
    expect(cells.every((cell) => cell.identity !== undefined && cell.word !== '')).toBe(true);
    const picture = await page.pictureBox(answer.locator('img').first());
    expect(picture.clipped).toBe(false);
    expect(picture.width).toBeGreaterThan(300);
    return cells;
  }

  /** The board's 25 word buttons as the viewer sees them. */
  async function wordButtons(): Promise<{ text: string; enabled: boolean }[]> {
    const rows = page.board().locator('.action-row');
    const words = rows
      .filter({ hasNot: page.page.getByRole('button', { name: 'My key' }) })
      .locator('button');
    const buttons = await words.evaluateAll((nodes) =>
      nodes.map((node) => ({
        text: (node.textContent ?? '').trim(),
        enabled: !(node as unknown as { disabled: boolean }).disabled,
      })),
    );
    expect(buttons).toHaveLength(25);
    return buttons;
  }

  /** Before the end, an uncovered word shows no marker on the public board. */
  async function expectNoSecretOnBoard(): Promise<void> {
    for (const button of await wordButtons()) {
      if (button.enabled) expect(startsWithMarker(button.text), button.text).toBe(false);
    }
  }

  const boardPicture = () => page.board().locator('img').first();

  /**
   * Makes a move on the board, then waits until the board's picture shows it: the bot answers at
   * once and brings the picture up to date by a later edit of the message.
   */
  async function move(make: () => Promise<void>): Promise<void> {
    const before = await boardPicture().getAttribute('src');
    await make();
    const followed = page.board().locator(`img:not([src="${before}"])`);
    await followed.waitFor().catch((error: unknown) => {
      throw new Error(`the board's picture still shows the state before the move (${before})`, {
        cause: error,
      });
    });
    const picture = await page.pictureBox(followed);
    expect(picture.clipped).toBe(false);
  }

  /** An operative presses a word; the board then no longer offers it. */
  function guess(word: string): Promise<void> {
    return move(async () => {
      const button = page.board().getByRole('button', { name: word, exact: true, disabled: false });
      await button.click();
      await button.waitFor({ state: 'detached' });
    });
  }

  /** The spymaster types `/clue word count` in the command box; the board then shows the clue. */
  function giveClue(word: string, count: number): Promise<void> {
    return move(async () => {
      await page.runCommand('/clue', /^\/clue/, async (view) => {
        await view.getByRole('textbox', { name: /word/ }).fill(word);
        await view.getByRole('spinbutton', { name: /count/ }).fill(String(count));
      });
      await page.board().getByText(`${word} · ${count}`).first().waitFor();
    });
  }

  /** What the current user sees, once the page's fonts (Japanese comes in slices) have arrived. */
  async function capture(name: string): Promise<void> {
    await page.page.evaluate('document.fonts.ready');
    await page.screenshot(`${ARTIFACTS}/codenames-${name}.png`);
  }

  it('lets four people play from the lobby to the end; only the spymasters see the key', async () => {
    await page.open('games-1');
    await page.runCommand('/codenames', /\/codenames lobby/, (view) =>
      view.getByRole('combobox', { name: /language/ }).selectOption({ label: 'English' }),
    );
    const lobby = page.message('join a team');
    await lobby.getByRole('button', { name: 'Start' }).waitFor();
    const lobbyText = async () => (await lobby.textContent()) ?? '';

    for (const team of ['red', 'blue'] as const) {
      for (const name of [seats[team].spymaster, seats[team].operative]) {
        await page.switchTo(name);
        await lobby.getByRole('button', { name: team === 'red' ? 'Join red' : 'Join blue' }).click();
        await expect
          .poll(lobbyText)
          .toMatch(new RegExp(`${team === 'red' ? 'Red' : 'Blue'}: .*@${name}`, 'u'));
      }
      await page.switchTo(seats[team].spymaster);
      await lobby.getByRole('button', { name: 'Spymaster' }).click();
      await expect.poll(lobbyText).toContain(`🔑 @${seats[team].spymaster}`);
    }
    await expect.poll(lobbyText).toContain('Ready to play: red against blue');
    await capture('lobby');

    await lobby.getByRole('button', { name: 'Start' }).click();
    await page.board().waitFor();
    await expect.poll(lobbyText).toContain('The game is on');
    const startPicture = await page.pictureBox(boardPicture());
    expect(startPicture.clipped).toBe(false);

    // Red's spymaster reads the key; the starting team has 9 agents.
    await page.switchTo(seats.red.spymaster);
    const key = await readKey();
    await capture('key-spymaster');
    const count = (identity: Identity) => key.filter((cell) => cell.identity === identity).length;
    expect(count('assassin')).toBe(1);
    expect(count('bystander')).toBe(7);
    const starting: Team = count('red') === 9 ? 'red' : 'blue';
    expect(count(other(starting))).toBe(8);
    const wordsOf = (identity: Identity) =>
      key.filter((cell) => cell.identity === identity).map((cell) => cell.word);
    await page.dismissPrivateMessages();

    // Blue's spymaster sees the same key.
    await page.switchTo(seats.blue.spymaster);
    expect(await readKey()).toEqual(key);
    await page.dismissPrivateMessages();

    // An operative sees the words, not the key, and My key tells them so in their own language.
    const first = seats[starting];
    const second = seats[other(starting)];
    await page.switchTo(first.operative);
    await expectNoSecretOnBoard();
    expect((await wordButtons()).map((button) => button.text)).toEqual(key.map((cell) => cell.word));
    const refusal = await pressMyKey();
    expect(await refusal.textContent()).toContain(tCodenames(first.operativeLanguage, 'key.notSpymaster'));
    expect(await refusal.locator('img').count()).toBe(0);
    await capture('start-operative');
    await page.dismissPrivateMessages();

    // The starting spymaster types the clue; the operative finds one agent, then touches a bystander.
    await page.switchTo(first.spymaster);
    await giveClue('zzqa', 2);
    await page.switchTo(first.operative);
    const [firstAgent, ...restOfFirst] = wordsOf(starting);
    const [bystander] = wordsOf('bystander');
    await guess(firstAgent ?? '');
    await page.board().getByText('guesses left: 2').first().waitFor();
    await expectNoSecretOnBoard();
    await capture('after-guess-operative');
    await page.switchTo(first.spymaster);
    await readKey();
    await capture('after-guess-spymaster');
    await page.dismissPrivateMessages();
    await page.switchTo(first.operative);
    await guess(bystander ?? '');
    await expectNoSecretOnBoard();

    // The other team's turn: one agent found, then they end their turn.
    await page.switchTo(second.spymaster);
    await page
      .board()
      .getByText(`${starting === 'red' ? 'Blue' : 'Red'} spymaster`)
      .first()
      .waitFor();
    await giveClue('zzqb', 1);
    await page.switchTo(second.operative);
    const secondRefusal = await pressMyKey();
    expect(await secondRefusal.textContent()).toContain(
      tCodenames(second.operativeLanguage, 'key.notSpymaster'),
    );
    await page.dismissPrivateMessages();
    await guess(wordsOf(other(starting))[0] ?? '');
    await move(() => page.board().getByRole('button', { name: 'End turn' }).click());
    await page
      .board()
      .getByText(`${starting === 'red' ? 'Red' : 'Blue'} spymaster`)
      .first()
      .waitFor();
    await expectNoSecretOnBoard();

    // The starting team finds its other eight agents and wins.
    await page.switchTo(first.spymaster);
    await giveClue('zzqc', restOfFirst.length);
    await page.switchTo(first.operative);
    for (const word of restOfFirst) {
      await expectNoSecretOnBoard();
      await guess(word);
    }
    await page.board().getByText('wins!').first().waitFor();
    expect(await page.board().textContent()).toContain(
      `${starting === 'red' ? 'Red' : 'Blue'} wins! Every one of its agents is found.`,
    );
    const end = await wordButtons();
    expect(end.map((button) => button.text)).toEqual(
      key.map((cell) => `${MARKERS.find((marker) => identityOf[marker] === cell.identity)} ${cell.word}`),
    );
    await page.board().getByRole('button', { name: 'Rematch' }).waitFor();
    // The clues' answers below push the board up: bring all of it into view.
    await page
      .board()
      .evaluate((node: { scrollIntoView(options: { block: string }): void }) =>
        node.scrollIntoView({ block: 'end' }),
      );
    await capture('end');
  }, 120_000);
});
