import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../src/platform/discord/bot.js';
import { RedisReminderStore } from '../../../src/platform/reminders/redis-reminder-store.js';
import { captureLogger } from '../../support/capture-logger.js';
import { DuetTable, textOf } from '../../support/duet-table.js';
import { startInProcessBot } from '../../support/in-process-bot.js';
import { openTestRedisStore, testPrefix } from '../../support/redis.js';
import { codenamesBoard, timedCodenamesAfterClue } from '../../support/timed-codenames.js';

/**
 * Two bots as two processes would run them: shard 0 and shard 1 of 2, each with its own Redis
 * connection to the same keys. Deadlines and reminders are due for both at once (their clock runs
 * ahead), both sweep at the same moment, and each due thing happens once.
 */
let local: LocalDiscord;
let world: SeededWorld;
const bots: RunningBot[] = [];
const stores: Awaited<ReturnType<typeof openTestRedisStore>>[] = [];
const logs: string[][] = [];
let clockAhead = 0;

beforeAll(async () => {
  local = await startLocalDiscord();
  world = local.seedDefault();
  const prefix = testPrefix();
  for (const shardId of [0, 1]) {
    const store = await openTestRedisStore(undefined, prefix);
    const { log, lines } = captureLogger();
    stores.push(store);
    logs.push(lines);
    bots.push(
      await startInProcessBot(local, {
        store: store.store,
        documents: store.documents,
        reminders: new RedisReminderStore(store.redis, { prefix }),
        reminderDelaySeconds: 1,
        log,
        guildId: world.guild.id,
        now: () => Date.now() + clockAhead,
        sharding: { count: 2, ids: [shardId] },
      }),
    );
  }
});

afterAll(async () => {
  for (const bot of bots) await bot.stop();
  for (const store of stores.reverse()) await store.cleanup();
  await local.close();
});

/** Both processes sweep at the same moment. */
const sweepBoth = () => Promise.all(bots.map((bot) => bot.sweepExpired()));
const logged = (message: string) => logs.flat().filter((line) => line.includes(`"msg":"${message}"`)).length;

const board = (channelId: string) => codenamesBoard(local, world, channelId);

describe('two processes sweeping one Redis', () => {
  it('end a run-out sand timer once: one turn ends, the game goes on', async () => {
    const { channelId, startingRed } = await timedCodenamesAfterClue(local, world, 'two-sweepers');
    await expect.poll(() => textOf(board(channelId))).toContain('Time runs out <t:');

    clockAhead = 61_000;
    await sweepBoth();
    await expect.poll(() => textOf(board(channelId))).toContain('Time is up');
    await sweepBoth();
    const text = textOf(board(channelId));
    expect(text.match(/Time is up/g)).toHaveLength(1);
    // Passed twice, the next team's clue turn would have been taken for an idle game and expired.
    expect(text).toContain(startingRed ? '🔷 Blue spymaster' : '🔺 Red spymaster');
    expect(text).not.toMatch(/expired/i);
    expect(logged('deadline passed')).toBe(1);
  });

  it('post a due turn reminder once', async () => {
    const channelId = local.model.createTextChannel(world.guild.id, { name: 'two-reminders' }).id;
    const table = new DuetTable(local, channelId, world.users.alice, world.users.bob);
    await table.start({ language: 'en' });
    const reminders = () =>
      local.driver
        .channelView(channelId, world.users.csilla)
        .filter((message) => textOf(message).startsWith('⏰'));
    await expect
      .poll(
        async () => {
          await sweepBoth();
          return reminders().length;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBeGreaterThan(0);
    await sweepBoth();
    const { alice, bob } = world.users;
    // Before the first clue, either player may give it: the reminder mentions both.
    expect(reminders().map(textOf)).toEqual([`⏰ <@${alice.id}> <@${bob.id}>: **Duet** is waiting for you.`]);
  });
});
