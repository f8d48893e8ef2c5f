import { PermissionFlagsBits } from 'discord.js';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../../dev/local-discord/index.js';
import { knowAnswerPointers } from './answer-pointers.js';
import { BotProcess } from './bot-process.js';
import { DuetTable } from './duet-table.js';
import { freePort } from './free-port.js';
import { testPrefix } from './redis.js';
import { DedicatedRedis } from './redis-server.js';

/** The bot as its own process, its own redis-server, and a local Discord with the default world. */
export interface E2eWorld {
  local: LocalDiscord;
  world: SeededWorld;
  redis: DedicatedRedis;
  bot: BotProcess;
  /** A fresh channel and a table for Alice (side A) and Bob (side B). */
  table(): DuetTable;
  close(): Promise<void>;
}

/** `environment`: more of the bot's configuration (e.g. a short reminder delay). */
export async function startE2eWorld(
  name: string,
  environment: Record<string, string> = {},
): Promise<E2eWorld> {
  const local = await startLocalDiscord();
  const world = local.seedDefault();
  knowAnswerPointers(local);
  const redis = await DedicatedRedis.start();
  const httpPort = process.env.E2E_INTERACTIONS === 'http' ? await freePort() : 0;
  const http: Record<string, string> = httpPort
    ? { INTERACTIONS: 'http', DISCORD_PUBLIC_KEY: local.applicationPublicKey, HTTP_PORT: String(httpPort) }
    : {};
  // The commands go to the test server, and the bot is told so, as DISCORD_GUILD_ID does for both.
  const bot = new BotProcess(local, {
    REDIS_URL: redis.url,
    REDIS_PREFIX: testPrefix(),
    DISCORD_GUILD_ID: world.guild.id,
    ...http,
    ...environment,
  });
  const deployed = await bot.deployCommands(world.guild.id);
  if (!deployed.includes('/clue') || !deployed.includes('/duet'))
    throw new Error(`unexpected deploy output: ${deployed}`);
  await bot.start();
  if (httpPort) await local.setInteractionsEndpointUrl(`http://127.0.0.1:${httpPort}/interactions`);
  let channels = 0;
  return {
    local,
    world,
    redis,
    bot,
    table() {
      channels += 1;
      const channel = local.model.createTextChannel(world.guild.id, { name: `${name}-${channels}` });
      return new DuetTable(local, channel.id, world.users.alice, world.users.bob);
    },
    async close() {
      await bot.kill();
      await redis.stop();
      await local.close();
    },
  };
}

/** Erin becomes an ordinary member of the test server: no Manage Messages, no Manage Server. */
export function withoutModeratorRights(e2e: E2eWorld, user = e2e.world.users.erin): void {
  e2e.local.model.denyMemberPermissions(
    e2e.world.guild.id,
    user.id,
    PermissionFlagsBits.ManageMessages | PermissionFlagsBits.ManageGuild,
  );
}
