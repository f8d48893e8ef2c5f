import {
  type LocalDiscord,
  type SeededWorld,
  startLocalDiscord,
} from '../../../../dev/local-discord/index.js';
import type { RunningBot } from '../../../../src/platform/discord/bot.js';
import { captureLogger } from '../../../support/capture-logger.js';
import { DuetTable } from '../../../support/duet-table.js';
import { startInProcessBot } from '../../../support/in-process-bot.js';
import { openTestRedisStore } from '../../../support/redis.js';

export interface BotFixture {
  local: LocalDiscord;
  world: SeededWorld;
  bot: RunningBot;
  logLines: string[];
  store: Awaited<ReturnType<typeof openTestRedisStore>>;
  /** A fresh channel and a table for Alice (side A) and Bob (side B). */
  table(): DuetTable;
  restartBot(): Promise<void>;
  close(): Promise<void>;
}

/** The real bot in this process, the real Redis, the local Discord. */
export async function startBotFixture(options: { idleSeconds?: number } = {}): Promise<BotFixture> {
  const local = await startLocalDiscord();
  const world = local.seedDefault();
  const store = await openTestRedisStore();
  const { log, lines } = captureLogger();
  const start = () =>
    startInProcessBot(local, {
      store: store.store,
      documents: store.documents,
      log,
      guildId: world.guild.id,
      ...options,
    });
  let channelCount = 0;
  const fixture: BotFixture = {
    local,
    world,
    bot: await start(),
    logLines: lines,
    store,
    table() {
      channelCount += 1;
      const channel = local.model.createTextChannel(world.guild.id, { name: `duet-${channelCount}` });
      return new DuetTable(local, channel.id, world.users.alice, world.users.bob);
    },
    async restartBot() {
      await fixture.bot.stop();
      fixture.bot = await start();
    },
    async close() {
      await fixture.bot.stop();
      await store.cleanup();
      await local.close();
    },
  };
  return fixture;
}
