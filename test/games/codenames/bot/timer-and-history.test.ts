import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalDiscord,
  type SeededWorld,
  startLocalDiscord,
} from '../../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../../src/platform/discord/bot.js';
import { gameHistory } from '../../../../src/platform/history/game-history.js';
import { captureLogger } from '../../../support/capture-logger.js';
import { buttonsOf, textOf } from '../../../support/duet-table.js';
import { startInProcessBot } from '../../../support/in-process-bot.js';
import { openTestRedisStore } from '../../../support/redis.js';
import {
  codenamesBoard,
  startFourPlayerCodenames,
  timedCodenamesAfterClue,
} from '../../../support/timed-codenames.js';

/** The sand timer ends a turn at a moment nobody presses anything (the bot's clock runs ahead here), and a finished game goes to the server's history. */
let local: LocalDiscord;
let world: SeededWorld;
let bot: RunningBot;
let store: Awaited<ReturnType<typeof openTestRedisStore>>;
let clockAhead = 0;

beforeAll(async () => {
  local = await startLocalDiscord();
  world = local.seedDefault();
  store = await openTestRedisStore();
  bot = await startInProcessBot(local, {
    store: store.store,
    documents: store.documents,
    log: captureLogger().log,
    guildId: world.guild.id,
    now: () => Date.now() + clockAhead,
  });
});

afterAll(async () => {
  await bot.stop();
  await store.cleanup();
  await local.close();
});

const board = (channelId: string) => codenamesBoard(local, world, channelId);

describe('classic Codenames sand timer', () => {
  it('shows the countdown while operatives guess and ends their turn once when it runs out', async () => {
    const { channelId, started, startingRed } = await timedCodenamesAfterClue(local, world, 'sand-timer');
    expect(started.type).toBe(4);
    await expect.poll(() => textOf(board(channelId))).toContain('Time runs out <t:');

    await bot.sweepExpired();
    expect(textOf(board(channelId))).toContain('Time runs out');

    clockAhead = 61_000;
    await Promise.all([bot.sweepExpired(), bot.sweepExpired()]);
    await expect.poll(() => textOf(board(channelId))).toContain('Time is up');
    const text = textOf(board(channelId));
    expect(text.match(/Time is up/g)).toHaveLength(1);
    expect(text).toContain(startingRed ? '🔷 Blue spymaster' : '🔺 Red spymaster');
    expect(text).not.toContain('Time runs out');
  });

  it('writes each finished game once to the server’s history, with who played and who won', async () => {
    const { alice, bob, csilla, dan } = world.users;
    const { channelId } = await startFourPlayerCodenames(local, world, 'history');
    const before = (await gameHistory(store.documents, world.guild.id)).length;
    // /codenames stop asks first; nothing ends until the player confirms.
    const asked = local.driver.runCommand({ user: dan, channelId, name: 'codenames', subcommand: 'stop' });
    await asked.awaitResponse();
    expect((await gameHistory(store.documents, world.guild.id)).length).toBe(before);
    const question = asked.originalMessage();
    const end = question && buttonsOf(question).find((button) => button.customId.includes(':end-game'));
    if (!question || !end) throw new Error('no question to confirm');
    await local.driver
      .clickButton({ user: dan, messageId: question.id, customId: end.customId })
      .awaitResponse();
    await expect
      .poll(async () => (await gameHistory(store.documents, world.guild.id)).length)
      .toBe(before + 1);
    const entry = (await gameHistory(store.documents, world.guild.id)).at(-1);
    expect(entry).toMatchObject({ game: 'codenames', reason: 'resigned', winners: [alice.id, bob.id] });
    expect(entry?.players.sort()).toEqual([alice.id, bob.id, csilla.id, dan.id].sort());
    // The same answer pressed again, after the game ended, ends nothing and writes nothing.
    await local.driver
      .clickButton({ user: dan, messageId: question.id, customId: end.customId, force: true })
      .awaitResponse();
    expect((await gameHistory(store.documents, world.guild.id)).length).toBe(before + 1);
  });
});
