import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HAS_CHROMIUM,
  openPlayground,
  type PlaygroundPage,
  type PlaygroundSession,
  warnWithoutChromium,
} from './playground-page.js';

const ARTIFACTS = 'test-artifacts';

warnWithoutChromium('the playground newcomer browser test');

/** What a newcomer met in the playground (issue 14, item 9), played as they would play it. */
describe.skipIf(!HAS_CHROMIUM)('the playground, as a newcomer finds it', () => {
  let session: PlaygroundSession;
  let page: PlaygroundPage;

  beforeAll(async () => {
    session = await openPlayground();
    page = session.page;
  });

  afterAll(async () => {
    await session?.close();
  });

  it('has a favicon', async () => {
    await page.open('general');
    const href = await page.page.locator('link[rel="icon"]').getAttribute('href');
    const icon = await page.page.request.get(new URL(href ?? '', page.url).href);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
  });

  it('plays a campaign mission picked from the bot’s suggestions, and shows the board picture whole; a city typed by hand works too', async () => {
    await page.open('games-1');
    await page.runCommand('/duet', /\/duet campaign new/, async (view) => {
      await view.getByRole('textbox', { name: /name/ }).fill('Night Owls');
      await view.getByRole('combobox', { name: /member1/ }).selectOption({ label: '@Bob' });
    });
    await page.message('Campaign Night Owls is on').waitFor();

    await page.runCommand('/duet', /\/duet start/, async (view) => {
      await view.getByRole('combobox', { name: /partner/ }).selectOption({ label: '@Bob' });
      const suggestions = await page.typeForSuggestions(/mission/, 'prag');
      const prague = suggestions.getByRole('option', { name: /Night Owls · Prague/ });
      await prague.waitFor();
      await page.screenshot(`${ARTIFACTS}/playground-autocomplete.png`);
      await prague.click();
      await expect
        .poll(() => view.getByRole('combobox', { name: /mission/ }).inputValue())
        .toMatch(/^Night Owls · Prague/);
    });
    const board = page.board();
    await board
      .getByText(/Mission: .*Prague/)
      .first()
      .waitFor();

    const picture = await page.pictureBox(board.locator('img').first());
    expect(picture.clipped).toBe(false);
    expect(picture.width).toBeGreaterThan(300);
    expect(
      Math.abs(picture.width - (picture.height * picture.naturalWidth) / picture.naturalHeight),
    ).toBeLessThanOrEqual(1);
    await page.screenshot(`${ARTIFACTS}/playground-board-whole.png`);

    // Discord lets a user send what they typed without picking a suggestion: the city's name is enough.
    await page.openChannel('games-2');
    await page.runCommand('/duet', /\/duet start/, async (view) => {
      await view.getByRole('combobox', { name: /partner/ }).selectOption({ label: '@Bob' });
      await view.getByRole('combobox', { name: /mission/ }).fill('Prague');
    });
    await page
      .board()
      .getByText(/Mission: .*Prague/)
      .first()
      .waitFor();
  }, 60_000);

  it('picks a suggestion with the keyboard, as Discord does: arrows, Enter to pick, Enter to send', async () => {
    await page.open('games-4');
    await page.runCommand('/duet', /\/duet campaign new/, (view) =>
      view.getByRole('textbox', { name: /name/ }).fill('Early Birds'),
    );
    await page.message('Campaign Early Birds is on').waitFor();
    await page.page.getByRole('textbox', { name: 'Message' }).fill('/duet campaign map');
    await page.page.keyboard.press('Enter');
    const suggestions = await page.typeForSuggestions(/name/, 'early');
    await suggestions.getByRole('option', { name: 'Early Birds' }).waitFor();
    // The list for what was typed, not an earlier one (all campaigns, as shown when the field got focus).
    await expect.poll(() => suggestions.getByRole('option').count()).toBe(1);
    await page.page.keyboard.press('ArrowDown');
    await page.page.keyboard.press('Enter');
    await expect
      .poll(() => page.page.getByRole('combobox', { name: /name/ }).inputValue())
      .toBe('Early Birds');
    await page.page.keyboard.press('Enter');
    await page.message('Early Birds: the mission map').waitFor();
  });

  it('takes plain messages in a channel and in a side’s private thread, where the bot invites the side to talk', async () => {
    await page.open('games-3');
    await page.sendMessage('Anyone for a team game?');
    await page.runCommand('/duet', /\/duet lobby/);
    const lobby = page.message('Duet lobby');
    for (const [name, side, count] of [
      ['Bob', 'A', 2],
      ['Csilla', 'B', 1],
    ] as const) {
      await page.switchTo(name);
      await lobby.getByRole('button', { name: `Join side ${side}` }).click();
      await expect
        .poll(async () => lobby.textContent())
        .toMatch(new RegExp(`Side ${side} \\(${count}\\):.*@${name}`, 'u'));
    }
    await page.switchTo('Alice');
    await lobby.getByRole('button', { name: 'Start' }).click();
    await page.board().waitFor();

    const { local, world } = session.playground;
    const sideA = () =>
      local.model
        .channelsOf(world.guild.id)
        .find((channel) => channel.parentId === world.channels.games[2]?.id && /\bA\b/.test(channel.name));
    await expect.poll(() => sideA()?.name).toBeDefined();
    await page.openChannel(sideA()?.name ?? '');
    await page.message('Talk here').waitFor();

    const sent = await page.sendMessage('I give the first clue 🟩 ヒントは私から');
    expect(await sent.locator('.author-name').textContent()).toBe('Alice');
    await page.screenshot(`${ARTIFACTS}/playground-thread-message.png`);
  }, 60_000);

  it('draws Japanese and emoji with the page’s own fonts, not boxes', async () => {
    await page.open('general');
    await page.sendMessage('こんにちは 🟩');
    // Chromium names a font by the family inside its file ("Noto Sans JP Thin", "Twemoji Mozilla").
    const customFamilies = async () =>
      (await page.fontsDrawing('こんにちは'))
        .filter((font) => font.custom)
        .map((font) =>
          font.family.split(' ')[0] === 'Twemoji'
            ? 'Twemoji'
            : font.family.replace(/^Noto Sans JP.*/, 'Noto Sans JP'),
        );
    await expect.poll(customFamilies).toEqual(expect.arrayContaining(['Noto Sans JP', 'Twemoji']));
  });
});
