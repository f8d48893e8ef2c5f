import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../src/platform/discord/bot.js';
import { gameHistory, recordGameEnd } from '../../../src/platform/history/game-history.js';
import { ALL_GAMES, ALL_TIME, boardChanges } from '../../../src/platform/stats/boards.js';
import { captureLogger } from '../../support/capture-logger.js';
import { startInProcessBot } from '../../support/in-process-bot.js';
import { openTestRedisStore } from '../../support/redis.js';

const EPHEMERAL = 1 << 6;
const played = { metric: 'played', scope: ALL_GAMES, period: ALL_TIME } as const;

let local: LocalDiscord;
let world: SeededWorld;
let bot: RunningBot;
let store: Awaited<ReturnType<typeof openTestRedisStore>>;

beforeAll(async () => {
  local = await startLocalDiscord();
  world = local.seedDefault();
  store = await openTestRedisStore();
  bot = await startInProcessBot(local, {
    store: store.store,
    documents: store.documents,
    log: captureLogger().log,
    guildId: world.guild.id,
  });
});

afterAll(async () => {
  await bot?.stop();
  await store?.cleanup();
  await local?.close();
});

describe('/rendezvous forget-me, through the local Discord', () => {
  it('erases the member’s games and board lines on the server, privately, and leaves the others’', async () => {
    const { alice, bob, csilla } = world.users;
    const guildId = world.guild.id;
    const { leaderboards } = bot.context;
    for (const [index, players] of [
      [alice.id, bob.id],
      [bob.id, csilla.id],
    ].entries()) {
      const entry = {
        game: 'duet',
        gameId: `forget${index}`,
        endedAt: Date.UTC(2026, 3, index + 1),
        reason: 'won',
        players,
        winners: players,
      };
      await recordGameEnd(store.documents, guildId, entry);
      await leaderboards.apply(guildId, boardChanges(entry));
    }

    const handle = local.driver.runCommand({
      user: alice,
      channelId: world.channels.general.id,
      name: 'rendezvous',
      subcommand: 'forget-me',
    });
    await handle.awaitResponse(5000);
    await expect.poll(() => handle.originalMessage()?.content ?? '').toContain('games that named you: 1');
    expect((handle.originalMessage()?.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);

    const history = await gameHistory(store.documents, guildId);
    expect(history.map((entry) => entry.players)).toEqual([[bob.id], [bob.id, csilla.id]]);
    expect(await leaderboards.scores(guildId, played, [alice.id, bob.id, csilla.id])).toEqual([null, 2, 1]);
  });

  it('answers a Hungarian member in Hungarian', async () => {
    const handle = local.driver.runCommand({
      user: world.users.csilla,
      channelId: world.channels.general.id,
      name: 'rendezvous',
      subcommand: 'forget-me',
    });
    await handle.awaitResponse(5000);
    await expect.poll(() => handle.originalMessage()?.content ?? '').toContain('Kész');
  });
});
