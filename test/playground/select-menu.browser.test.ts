import { ComponentType, MessageFlags } from 'discord.js';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JsonObject, LocalInteraction } from '../../dev/local-discord/index.js';
import {
  HAS_CHROMIUM,
  openPlayground,
  type PlaygroundPage,
  type PlaygroundSession,
  warnWithoutChromium,
} from './playground-page.js';

const CHANNEL = 'games-2';
const BOT_DOES_NOT_KNOW_IT = "I don't recognise that button or command";

warnWithoutChromium('the playground select menu test');

const cards = [
  { label: 'Lucky Seven', value: 'seven', description: 'Seven steps ahead', emoji: { name: '🍀' } },
  { label: 'Turnabout', value: 'turn', description: 'Face the other way' },
  { label: 'Paddle', value: 'paddle', emoji: { name: '🛶' } },
];

const stringSelect = (customId: string, extra: JsonObject = {}) => ({
  type: ComponentType.StringSelect,
  custom_id: customId,
  options: cards,
  ...extra,
});

const actionRow = (...components: JsonObject[]) => ({ type: ComponentType.ActionRow, components });

/**
 * Menus the bot might send, posted straight into the local Discord as the bot would post them, so
 * no game is needed: the real bot does not know these custom_ids and says so, which shows that the
 * choice reached it.
 */
describe.skipIf(!HAS_CHROMIUM)('string select menus in the playground', () => {
  let session: PlaygroundSession;
  let page: PlaygroundPage;
  const interactions: LocalInteraction[] = [];

  const channelId = () => {
    const { local, world } = session.playground;
    const channel = local.model.channelsOf(world.guild.id).find((candidate) => candidate.name === CHANNEL);
    if (!channel) throw new Error(`no #${CHANNEL}`);
    return channel.id;
  };

  /** Posts a message as the bot; `onlyFor` makes it ephemeral. Resolves once the page shows it. */
  async function postAsBot(
    content: string,
    components: JsonObject[],
    options: { v2?: boolean; onlyFor?: string } = {},
  ): Promise<Locator> {
    const { model } = session.playground.local;
    model.createMessage(channelId(), {
      authorId: model.botUser.id,
      visibleTo: options.onlyFor ?? null,
      input: options.v2
        ? {
            components: [{ type: ComponentType.TextDisplay, content }, ...components],
            flags: MessageFlags.IsComponentsV2,
          }
        : { content, components },
    });
    const message = page.message(content);
    await message.waitFor();
    return message;
  }

  /** The values sent by every choice made from the menu `customId`, oldest first. */
  const valuesSentBy = (customId: string) =>
    interactions
      .map((interaction) => interaction.payload.data as JsonObject | undefined)
      .filter((data) => data?.custom_id === customId)
      .map((data) => data?.values);

  beforeAll(async () => {
    session = await openPlayground();
    page = session.page;
    session.playground.local.model.events.on('interaction', (interaction) => interactions.push(interaction));
    // The page remembers its view in its address: this opens the channel as Alice.
    await page.page.goto(`${page.url}?as=alice&channel=${CHANNEL}`);
    await page.page.waitForFunction('window.__snapshots > 0');
  });

  beforeEach(async () => {
    await page.page.setViewportSize({ width: 1440, height: 1200 });
  });

  afterAll(async () => {
    await session?.close();
  });

  it('shows the placeholder, or the chosen option; a disabled menu does not open', async () => {
    const message = await postAsBot('Three menus', [
      actionRow(stringSelect('fresh', { placeholder: 'Pick a card' })),
      actionRow(
        stringSelect('preset', {
          placeholder: 'Pick a board',
          options: cards.map((card) => ({ ...card, default: card.value === 'turn' })),
        }),
      ),
      actionRow(stringSelect('locked', { placeholder: 'Not your turn', disabled: true })),
    ]);
    await expect(message.getByRole('combobox', { name: 'Pick a card' }).textContent()).resolves.toContain(
      'Pick a card',
    );
    await expect(message.getByRole('combobox', { name: 'Pick a board' }).textContent()).resolves.toContain(
      'Turnabout',
    );

    const locked = message.getByRole('combobox', { name: 'Not your turn' });
    await expect(locked.getAttribute('aria-disabled')).resolves.toBe('true');
    await locked.click({ force: true });
    await expect(locked.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.page.getByRole('option').count()).resolves.toBe(0);
  });

  it('lists label, description and emoji, and sends the picked value through the local Discord', async () => {
    const message = await postAsBot('Your hand', [
      actionRow(stringSelect('hand', { placeholder: 'Play a card' })),
    ]);
    const menu = message.getByRole('combobox', { name: 'Play a card' });
    await menu.click();
    const shown = await page.page
      .getByRole('listbox', { name: 'Play a card' })
      .locator('.select-option')
      .allInnerTexts();
    expect(shown.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      '🍀 Lucky Seven Seven steps ahead',
      'Turnabout Face the other way',
      '🛶 Paddle',
    ]);

    await page.page.getByRole('option', { name: /Turnabout/ }).click();
    await expect.poll(() => valuesSentBy('hand')).toEqual([['turn']]);
    await expect(menu.textContent()).resolves.toContain('Turnabout');
    await page.message(BOT_DOES_NOT_KNOW_IT).waitFor();
  });

  it('is played with the keyboard alone: open, move, pick, and Escape closes without sending', async () => {
    const message = await postAsBot('Keyboard only', [
      actionRow(stringSelect('keys', { placeholder: 'Choose a square' })),
    ]);
    const menu = message.getByRole('combobox', { name: 'Choose a square' });
    await page.page.mouse.move(0, 0);
    await menu.focus();
    await page.page.keyboard.press('ArrowDown');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.page.keyboard.press('ArrowDown');
    await page.page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(valuesSentBy('keys')).toEqual([]);

    await page.page.keyboard.press('Enter');
    await page.page.keyboard.press('End');
    await expect(page.page.getByRole('option', { name: /Paddle/ }).getAttribute('class')).resolves.toContain(
      'active',
    );
    await page.page.keyboard.press('Enter');
    await expect.poll(() => valuesSentBy('keys')).toEqual([['paddle']]);
    await expect(menu.textContent()).resolves.toContain('Paddle');
  });

  it('ticks several options of a multi-select and sends them together with Done, in a private message', async () => {
    const alice = session.playground.world.users.alice.id;
    const message = await postAsBot(
      'Pick two',
      [actionRow(stringSelect('pair', { placeholder: 'Two cards', min_values: 2, max_values: 2 }))],
      { onlyFor: alice },
    );
    await expect(message.getAttribute('class')).resolves.toContain('ephemeral');
    await message.getByRole('combobox', { name: 'Two cards' }).click();
    const done = page.page.getByRole('button', { name: 'Done' });
    await page.page.getByRole('option', { name: /Paddle/ }).click();
    await expect(done.isDisabled()).resolves.toBe(true);
    await page.page.getByRole('option', { name: /Lucky Seven/ }).click();
    // Two are the most it takes: the third cannot be ticked.
    await expect(page.page.getByRole('option', { name: /Turnabout/ }).isDisabled()).resolves.toBe(true);
    await done.click();
    await expect.poll(() => valuesSentBy('pair')).toEqual([['seven', 'paddle']]);
    await expect(message.getByRole('combobox', { name: 'Two cards' }).textContent()).resolves.toContain(
      'Lucky Seven, Paddle',
    );
  });

  it('fits a phone: the menu and its open list stay inside the message and the screen', async () => {
    await page.page.setViewportSize({ width: 390, height: 844 });
    const message = await postAsBot(
      'A lobby on a phone',
      [
        {
          type: ComponentType.Container,
          components: [actionRow(stringSelect('phone-board', { placeholder: 'Choose the board' }))],
        },
      ],
      { v2: true },
    );
    const menu = message.getByRole('combobox', { name: 'Choose the board' });
    await menu.click();
    const list = page.page.getByRole('listbox', { name: 'Choose the board' });
    await list.waitFor();
    const [menuBox, listBox, bodyBox] = await Promise.all([
      menu.boundingBox(),
      list.boundingBox(),
      message.locator('.message-body').boundingBox(),
    ]);
    if (!menuBox || !listBox || !bodyBox) throw new Error('the menu is not on screen');
    expect(menuBox.width).toBeGreaterThan(200);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(bodyBox.x + bodyBox.width + 0.5);
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(390);
    expect(listBox.y).toBeGreaterThanOrEqual(0);
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(844);
    await page.page.getByRole('option', { name: /Lucky Seven/ }).click();
    await expect.poll(() => valuesSentBy('phone-board')).toEqual([['seven']]);
    await page.screenshot('test-artifacts/playground-select-menu-phone.png');
  });

  it('refuses, with the local Discord’s reason, a value the menu does not offer', async () => {
    const message = await postAsBot('Stale page', [actionRow(stringSelect('stale'))]);
    const messageId = (await message.getAttribute('data-message-id')) ?? '';
    const answer = await fetch(new URL('/api/select-menus', session.playground.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: session.playground.world.users.alice.id,
        messageId,
        customId: 'stale',
        values: ['joker'],
      }),
    });
    expect(answer.status).toBe(400);
    await expect(answer.json()).resolves.toEqual({ error: "Field 'stale' has no option 'joker'." });
    expect(valuesSentBy('stale')).toEqual([]);
  });
});
