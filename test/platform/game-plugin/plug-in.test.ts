import type { APIMessage } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../src/platform/discord/bot.js';
import { captureLogger } from '../../support/capture-logger.js';
import { ephemeralContent, textOf } from '../../support/duet-table.js';
import { startInProcessBot } from '../../support/in-process-bot.js';
import { openTestRedisStore } from '../../support/redis.js';
import { nimCommand, nimGame } from './nim-game.js';

/**
 * A second game plugged in from a test, through the contract alone: the registry's list plus one
 * game object and its command file's export. The platform stores, authorises, refuses stale
 * presses, publishes the table, routes the select menu and expires it without knowing Nim.
 */
let local: LocalDiscord;
let world: SeededWorld;
let bot: RunningBot;
let store: Awaited<ReturnType<typeof openTestRedisStore>>;
let channels = 0;
const EPHEMERAL = 1 << 6;

beforeAll(async () => {
  local = await startLocalDiscord();
  world = local.seedDefault();
  store = await openTestRedisStore();
  bot = await startInProcessBot(local, {
    store: store.store,
    documents: store.documents,
    log: captureLogger().log,
    guildId: world.guild.id,
    idleSeconds: 1,
    extraGames: [nimGame],
    extraCommands: [nimCommand],
  });
});

afterAll(async () => {
  await bot.stop();
  await store.cleanup();
  await local.close();
});

function newTable() {
  channels += 1;
  const channelId = local.model.createTextChannel(world.guild.id, { name: `nim-${channels}` }).id;
  const { alice, bob } = world.users;
  const driver = local.driver;
  const table = (): APIMessage => {
    const message = driver
      .channelView(channelId, alice)
      .filter((shown) => (Number(shown.flags ?? 0) & EPHEMERAL) === 0)
      .at(-1);
    if (!message) throw new Error('no table in the channel');
    return message;
  };
  const selectId = () =>
    JSON.stringify(table().components).match(/"custom_id":"(nim:[^"]+:take)"/)?.[1] ?? '';
  const take = (user: typeof alice, count: number, customId = selectId(), force = false) =>
    driver
      .selectMenu({ user, messageId: table().id, customId, values: [String(count)], force })
      .awaitResponse(3000);
  const start = () =>
    driver
      .runCommand({ user: alice, channelId, name: 'nim', options: { opponent: bob.id } })
      .awaitResponse(3000);
  const command = (name: string, options: Record<string, string | number>) =>
    driver.runCommand({ user: alice, channelId, name, options }).awaitResponse(3000);
  return { channelId, table, selectId, take, start, command, text: () => textOf(table()) };
}

describe('a game plugged in from a test', () => {
  it('is played through the platform: posted, moved by a select menu, refused privately, won', async () => {
    const { alice, bob, dan } = world.users;
    const nim = newTable();
    await nim.start();
    expect(nim.text()).toContain(`Nim: 7 left. <@${alice.id}> takes 1–3.`);

    const outsider = await nim.take(dan, 1);
    expect(ephemeralContent(outsider)).toContain('not playing');
    const early = await nim.take(bob, 1);
    expect(ephemeralContent(early)).toBe('Wait for your turn.');
    expect(nim.text()).toContain('7 left');

    const versionZero = nim.selectId();
    const moved = await nim.take(alice, 3);
    expect(moved.type).toBe(7);
    expect(nim.text()).toContain(`Nim: 4 left. <@${bob.id}> takes 1–3.`);

    const tryAgain = local.driver.waitForMessage((_, message) => message.visibleTo === bob.id);
    const stale = await nim.take(bob, 1, versionZero, true);
    expect(stale.type).toBe(7);
    expect((await tryAgain).content).toContain('盤面');
    expect(nim.text()).toContain('4 left');

    await nim.take(bob, 3);
    await nim.take(alice, 1);
    expect(nim.text()).toContain(`<@${alice.id}> took the last counter and won.`);
    const overPress = await nim.take(bob, 1, nim.selectId(), true);
    expect(ephemeralContent(overPress)).toBe('This game of Nim is over.');

    const again = await nim.start();
    expect(again.type).toBe(4);
    expect(nim.text()).toContain('7 left');
  });

  it('shows each player their own view, and a spectator none', async () => {
    const { alice, dan } = world.users;
    const nim = newTable();
    await nim.start();
    const peek = (user: typeof alice) => {
      const customId =
        JSON.stringify(nim.table().components).match(/"custom_id":"(nim:[^"]+:peek)"/)?.[1] ?? '';
      return local.driver.clickButton({ user, messageId: nim.table().id, customId }).awaitResponse(3000);
    };
    expect(ephemeralContent(await peek(alice))).toBe('You see 7 left; your turn.');
    expect(ephemeralContent(await peek(dan))).toBe('Only players have a view.');
  });

  it('answers a shared channel command it does not take with a clear refusal', async () => {
    const nim = newTable();
    await nim.start();
    const clue = await nim.command('clue', { word: 'river', count: 1 });
    expect(ephemeralContent(clue)).toContain('No game is running in this channel');
  });

  it('is expired by the platform when idle, and its table says so', async () => {
    const nim = newTable();
    await nim.start();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await bot.sweepExpired();
    await expect.poll(() => nim.text()).toContain('Nim: expired.');
  });
});
