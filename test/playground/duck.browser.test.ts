import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DuckMessageKey, tDuck } from '../../src/games/duck/i18n/index.js';
import {
  HAS_CHROMIUM,
  openPlayground,
  type PlaygroundPage,
  type PlaygroundSession,
  warnWithoutChromium,
} from './playground-page.js';

const CHANNEL = 'games-3';
const BOARD_NAME = 'Lily Pond';
const ROUND_STARTS = 'Everyone picks a card in secret';
/** The private messages come in each racer's own language: Bob's Discord is in Japanese. */
const languageOf = { Alice: 'en', Bob: 'ja' } as const;
type Racer = keyof typeof languageOf;
/** A card option with something to steer: two routes ("|"), or more than one arrow to face at the end. */
const STEERABLE = /\||[↑→↓←] [↑→↓←]/u;
/** A private hand of cards (English, Japanese): what My move shows once a round has begun. */
const HAND = /Your cards:|手札：/u;

/** A private text's words before its first variable, in the racer's language. */
const opening = (racer: Racer, key: DuckMessageKey) => tDuck(languageOf[racer], key).split('{')[0] ?? '';

warnWithoutChromium('the playground Duck! Duck! Go! browser test');

describe.skipIf(!HAS_CHROMIUM)(
  'the playground, a Duck! Duck! Go! race of two people and a computer duck',
  () => {
    let session: PlaygroundSession;
    let page: PlaygroundPage;

    beforeAll(async () => {
      session = await openPlayground();
      page = session.page;
    });

    afterAll(async () => {
      await session?.close();
    });

    const lobby = () => page.message('Racers:');
    /** The race's one board message: the message with My move. */
    const board = () =>
      page.page.locator('.message', { has: page.page.getByRole('button', { name: 'My move' }) }).last();
    const boardText = async () => (await board().textContent()) ?? '';
    const privateMessages = () => page.page.locator('.message.ephemeral');
    /**
     * A message's words, without the "(edited)" mark: a picture that follows its answer by an edit
     * adds the mark, and a wait for the bot's answer must not take that for the answer.
     */
    const textOf = async (message: Locator) =>
      ((await message.locator('.message-content, .message-body').first().textContent()) ?? '').replace(
        /\(edited\)$/u,
        '',
      );

    /** Who the board's headline asks to press My move (placing, moving, an extra move), if anyone. */
    async function waitedOn(): Promise<string | undefined> {
      const asking = board().locator('.md-line', { hasText: 'Press My move' }).locator('.mention');
      if ((await asking.count()) === 0) return undefined;
      return ((await asking.first().textContent()) ?? '').replace(/^@/u, '');
    }

    /** Presses My move as the user on screen and waits for the private answer it brings. */
    async function pressMyMove(): Promise<Locator> {
      await page.dismissPrivateMessages();
      await board().getByRole('button', { name: 'My move' }).click();
      const answer = privateMessages().last();
      await answer.locator('.ephemeral-note', { hasText: 'Only you can see this' }).waitFor();
      return answer;
    }

    /**
     * Opens the (first) menu of `message` and picks the first option that matches `preferred`, or
     * the first option; resolves once the bot answered.
     */
    async function pickOption(message: Locator, preferred?: RegExp): Promise<void> {
      const before = await textOf(message);
      const menu = message.locator('[role="combobox"]:not([aria-disabled="true"])').first();
      const options = page.page
        .getByRole('listbox', { name: (await menu.getAttribute('aria-label')) ?? '' })
        .getByRole('option');
      await menu.click();
      const wanted = preferred ? options.filter({ hasText: preferred }) : options;
      await ((await wanted.count()) > 0 ? wanted : options).first().click();
      await expect.poll(() => textOf(privateMessages().last())).not.toBe(before);
    }

    /**
     * Waits until no press or pick is on its way and the private messages stay as they are: an
     * answer can change its message and then bring another one, which becomes the last.
     */
    async function privateAnswersSettled(): Promise<void> {
      const shape = async () =>
        `${await page.page.locator('.pending').count()}|${await privateMessages().count()}|${await textOf(privateMessages().last())}`;
      let previous = '';
      await expect
        .poll(
          async () => {
            const now = await shape();
            const steady = now === previous && now.startsWith('0|');
            previous = now;
            return steady;
          },
          { interval: 150 },
        )
        .toBe(true);
    }

    /** Presses the first button of `message` that can be pressed; resolves once the bot answered. */
    async function pressFirstButton(message: Locator): Promise<void> {
      const before = await textOf(message);
      await message.locator('.action-row button:not([disabled])').first().click();
      await expect.poll(() => textOf(privateMessages().last())).not.toBe(before);
    }

    /**
     * Answers what the private message asks, first choice each time, until it asks nothing more, or
     * until a move that led straight on into the round's cards (those are the next test step's).
     */
    async function answerEverything(): Promise<{ text: string; choices: number }> {
      // Every answer of the turn, as read once settled: the round's cards can replace the last one
      // (an edit, once the other racers have moved) at any moment, even while it is being read.
      const seen: string[] = [];
      const turn = (choices: number) => ({ text: seen.join('\n'), choices });
      for (let choices = 0; choices < 6; choices++) {
        await privateAnswersSettled();
        const answer = privateMessages().last();
        const dealt = async () => {
          const text = await textOf(answer);
          if (seen.at(-1) !== text) seen.push(text);
          return choices > 0 && HAND.test(text);
        };
        if (await dealt()) return turn(choices);
        const menus = (await answer.locator('[role="combobox"]:not([aria-disabled="true"])').count()) > 0;
        const buttons = (await answer.locator('.action-row button:not([disabled])').count()) > 0;
        // Read again just before choosing: cards dealt in the meantime are the next step's.
        if (await dealt()) return turn(choices);
        if (menus) await pickOption(answer);
        else if (buttons) await pressFirstButton(answer);
        else return turn(choices);
      }
      throw new Error(`the private message keeps asking: ${await textOf(privateMessages().last())}`);
    }

    type Turns = Map<string, { text: string; choices: number }[]>;

    /** Switches to whoever the board waits on and plays their My move to the end, until `done` shows on the board. */
    async function playWhoeverIsAsked(done: string): Promise<Turns> {
      const turns: Turns = new Map();
      for (let step = 0; step < 12 && !(await boardText()).includes(done); step++) {
        const racer = await waitedOn();
        if (!racer) {
          await page.page.waitForTimeout(200);
          continue;
        }
        await page.switchTo(racer);
        const before = await boardText();
        const answer = await pressMyMove();
        // The board asked a moment ago, but the last move of the phase was already made: My move
        // brings the next round's hand, which is the next step's, not a turn of this one.
        if (HAND.test(await textOf(answer))) break;
        turns.set(racer, [...(turns.get(racer) ?? []), await answerEverything()]);
        await expect.poll(boardText).not.toBe(before);
      }
      await expect.poll(boardText).toContain(done);
      return turns;
    }

    it('is played with the mouse: a lobby, the ducks placed, secret cards, the moves steered', async () => {
      await page.page.goto(`${page.url}?as=alice&channel=${CHANNEL}`);
      await page.page.waitForFunction('window.__snapshots > 0');
      await page.runCommand('/duck', /\/duck lobby/);
      await lobby().getByRole('button', { name: 'Start' }).waitFor();
      const lobbyText = async () => (await lobby().textContent()) ?? '';

      await page.switchTo('Bob');
      await lobby().getByRole('button', { name: 'Join' }).click();
      await expect.poll(lobbyText).toMatch(/Racers: @Alice · @Bob/u);
      await page.switchTo('Alice');
      await lobby().getByRole('button', { name: 'Computer duck' }).click();
      await expect.poll(lobbyText).toContain('🤖');
      await lobby()
        .getByRole('combobox', { name: /^Board/ })
        .click();
      await page.page.getByRole('option', { name: new RegExp(`^${BOARD_NAME}`) }).click();
      await expect.poll(lobbyText).toContain(`Board: ${BOARD_NAME}`);
      await lobby().getByRole('button', { name: 'Start' }).click();
      await board().waitFor();
      await expect.poll(lobbyText).toContain('The race is on below');
      expect(await boardText()).toContain(BOARD_NAME);

      // Placing, highest revealed card first: the start-square menu, then a facing button.
      const placed = await playWhoeverIsAsked(ROUND_STARTS);
      for (const racer of ['Alice', 'Bob'] as const) {
        expect(placed.get(racer)).toEqual([
          { text: expect.stringContaining(opening(racer, 'prompt.placed')), choices: 2 },
        ]);
      }

      // A round: each picks a card from their private hand; nobody else sees it.
      await page.switchTo('Alice');
      const aliceHand = await pressMyMove();
      const handLine = /Your cards: [\d, ]+\d/u.exec(await textOf(aliceHand))?.[0];
      expect(handLine).toBeDefined();
      const handPicture = aliceHand.locator('img').first();
      expect((await page.pictureBox(handPicture)).clipped).toBe(false);
      const handPictureSource = (await handPicture.getAttribute('src')) ?? '';
      expect(handPictureSource).not.toBe('');
      await pickOption(aliceHand, STEERABLE);
      await expect.poll(() => textOf(privateMessages().last())).toMatch(/You play \d+/u);
      await page.switchTo('Bob');
      await expect.poll(boardText).toMatch(/Chosen: @Alice/u);
      expect(await page.page.locator('#message-list').first().textContent()).not.toContain(handLine);
      expect(await page.page.locator(`img[src="${handPictureSource}"]`).count()).toBe(0);
      const bobHand = await pressMyMove();
      expect(await textOf(bobHand)).toContain(opening('Bob', 'prompt.hand'));
      expect(await textOf(bobHand)).not.toContain(handLine);
      await pickOption(bobHand, STEERABLE);

      // The cards show on the board; the movers steer, lowest card first, until the next round.
      await expect.poll(boardText).toMatch(/Cards: /u);
      const steered = await playWhoeverIsAsked(ROUND_STARTS);
      const moves = [...steered].flatMap(([racer, turns]) => turns.map((turn) => ({ racer, ...turn })));
      // A duck that ends on a buoy moves again, so a racer may be asked twice.
      expect(new Set(moves.map((move) => move.racer))).toEqual(new Set(['Alice', 'Bob']));
      for (const move of moves) expect(move.text).toContain(opening(move.racer as Racer, 'prompt.moved'));
      expect(moves.some((move) => move.choices > 0)).toBe(true);
      expect(await boardText()).toContain('round 2');
      expect(await boardText()).toMatch(/Last moves:1\. .*2\. .*3\. /u);

      const picture = board().locator('img').first();
      const box = await page.pictureBox(picture);
      expect(box.clipped).toBe(false);
      const alt = (await picture.getAttribute('alt')) ?? '';
      for (const racer of ['Alice', 'Bob', 'Computer']) {
        expect(alt).toMatch(new RegExp(`${racer}[^.]* is on [A-Z]+\\d+`, 'u'));
      }
    }, 90_000);
  },
);
