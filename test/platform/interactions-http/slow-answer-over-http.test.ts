import { InteractionResponseType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../src/platform/discord/bot.js';
import { type RunningHttpServer, startHttpServer } from '../../../src/platform/http/http-server.js';
import { captureLogger } from '../../support/capture-logger.js';
import { startInProcessBot } from '../../support/in-process-bot.js';
import { openTestRedisStore } from '../../support/redis.js';
import { slowableStore } from '../../support/slowable-store.js';
import { nimCommand, nimGame } from '../game-plugin/nim-game.js';
import { pressWhileStoreIsSlow } from '../game-plugin/slow-nim-press.js';

/**
 * Over HTTP the answer is the reply to Discord's POST, which Discord waits 3 s for: a press the
 * bot is slow to answer is deferred in that reply (the deadline guard's deferral is captured like
 * any answer), and the move follows as an edit through the interaction's token.
 */
let local: LocalDiscord;
let world: SeededWorld;
let bot: RunningBot;
let server: RunningHttpServer;
let redis: Awaited<ReturnType<typeof openTestRedisStore>>;
let slow: ReturnType<typeof slowableStore>;

beforeAll(async () => {
  local = await startLocalDiscord({ interactionDeadlineMs: 3_000 });
  world = local.seedDefault();
  redis = await openTestRedisStore();
  slow = slowableStore(redis.store);
  const { log } = captureLogger();
  bot = await startInProcessBot(local, {
    store: slow.store,
    documents: redis.documents,
    log,
    guildId: world.guild.id,
    extraGames: [nimGame],
    extraCommands: [nimCommand],
    httpInteractions: { publicKey: local.applicationPublicKey },
  });
  server = await startHttpServer({ host: '127.0.0.1', port: 0, routes: bot.routes, log });
  await local.setInteractionsEndpointUrl(`http://127.0.0.1:${server.port}/interactions`);
});

afterAll(async () => {
  await server?.close();
  await bot?.stop();
  await redis?.cleanup();
  await local?.close();
});

describe('a slow press over HTTP', () => {
  it('is deferred in the reply within the deadline, and its move arrives by an edit of the same table', async () => {
    const { press, answer, table, tableId } = await pressWhileStoreIsSlow(
      local,
      world,
      slow,
      'slow-http-nim',
    );
    expect(answer.type).toBe(InteractionResponseType.DeferredMessageUpdate);
    // The deferral was the reply to the POST, not a request to the callback endpoint.
    const callbacks = local.requests
      .entries()
      .filter((entry) => entry.path.startsWith(`/interactions/${press.id}/`));
    expect(callbacks.map((entry) => entry.viaEndpointReply)).toEqual([true]);

    await expect.poll(() => JSON.stringify(table()?.components), { timeout: 6_000 }).toMatch(/5 left/);
    expect(table()?.id).toBe(tableId);
    expect(local.model.interactions.get(press.id)?.failure).toBeUndefined();
    slow.slowWrites(0);
  }, 15_000);
});
