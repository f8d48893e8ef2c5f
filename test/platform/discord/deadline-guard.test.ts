import { InteractionResponseType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../src/platform/discord/bot.js';
import { DEFER_AFTER_MS } from '../../../src/platform/discord/deadline-guard.js';
import { captureLogger } from '../../support/capture-logger.js';
import { startInProcessBot } from '../../support/in-process-bot.js';
import { openTestRedisStore } from '../../support/redis.js';
import { slowableStore } from '../../support/slowable-store.js';
import { nimCommand, nimGame } from '../game-plugin/nim-game.js';
import { pressWhileStoreIsSlow } from '../game-plugin/slow-nim-press.js';

/**
 * Discord's 3-second rule with a store that has become slow: the bot defers the press before the
 * deadline (the local Discord enforces it) and the move still lands, as an edit of the table.
 */
let local: LocalDiscord;
let world: SeededWorld;
let bot: RunningBot;
let redis: Awaited<ReturnType<typeof openTestRedisStore>>;
let slow: ReturnType<typeof slowableStore>;

beforeAll(async () => {
  local = await startLocalDiscord({ interactionDeadlineMs: 3_000 });
  world = local.seedDefault();
  redis = await openTestRedisStore();
  slow = slowableStore(redis.store);
  bot = await startInProcessBot(local, {
    store: slow.store,
    documents: redis.documents,
    log: captureLogger().log,
    guildId: world.guild.id,
    extraGames: [nimGame],
    extraCommands: [nimCommand],
  });
});

afterAll(async () => {
  await bot.stop();
  await redis.cleanup();
  await local.close();
});

describe('a press the bot cannot answer within three seconds', () => {
  it('is deferred in time, and its move arrives by an edit of the same table', async () => {
    const { press, answer, table, tableId } = await pressWhileStoreIsSlow(local, world, slow, 'slow-nim');
    expect(answer.type).toBe(InteractionResponseType.DeferredMessageUpdate);
    expect(press.responseTimeMs).toBeGreaterThanOrEqual(DEFER_AFTER_MS - 50);
    expect(press.responseTimeMs).toBeLessThan(3_000);

    await expect.poll(() => JSON.stringify(table()?.components), { timeout: 6_000 }).toMatch(/5 left/);
    expect(table()?.id).toBe(tableId);
    slow.slowWrites(0);
  }, 15_000);
});
