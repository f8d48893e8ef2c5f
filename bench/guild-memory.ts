import { existsSync } from 'node:fs';
import { imageRuntimeEnvironment } from '../dev/image-environment.js';
import { type LocalDiscord, startLocalDiscord } from '../dev/local-discord/index.js';
import { BotProcess } from '../test/support/bot-process.js';
import { rssMb } from './process-usage.js';

/**
 * `npx tsx bench/guild-memory.ts [guilds]`: what one more server costs a process in memory,
 * for the bot and for the do-nothing floor bot, both on the Guilds intent: each starts once
 * with one server and once with many (each server with CHANNELS text channels), and the
 * difference in resident memory after start-up is divided by the difference in servers.
 * Prints numbers, asserts nothing. Needs `npm run build`.
 */
const GUILDS = Number(process.argv[2] ?? 5000);
const CHANNELS = 20;
const SETTLE_MS = 3000;
const BOT_ENTRY = 'dist/src/index.js';

async function worldOf(guilds: number): Promise<LocalDiscord> {
  const local = await startLocalDiscord();
  const world = local.seedDefault();
  for (let index = 1; index < guilds; index++) {
    const guild = local.model.createGuild({ name: `server ${index}`, ownerId: world.users.alice.id });
    for (const user of Object.values(world.users)) local.model.addMember(guild.id, user.id);
    for (let channel = 0; channel < CHANNELS; channel++)
      local.model.createTextChannel(guild.id, { name: `channel-${channel}` });
  }
  return local;
}

async function residentMb(
  guilds: number,
  entry: string,
  environment: Record<string, string>,
): Promise<number> {
  const local = await worldOf(guilds);
  const bot = new BotProcess(local, { ...imageRuntimeEnvironment(), ...environment }, entry);
  await bot.start();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rss = rssMb(bot.pid);
  await bot.kill('SIGTERM');
  await local.close();
  return rss;
}

if (!existsSync(BOT_ENTRY)) throw new Error(`${BOT_ENTRY} is missing: run \`npm run build\` first`);
// Dictionaries and pictures stay out of it: only what servers cost.
const ours = { STORE: 'memory', PRELOAD_LANGUAGES: 'none', RENDER_THREADS: '1', LOG_LEVEL: 'info' };
console.log(`Memory per server: 1 vs ${GUILDS} servers of ${CHANNELS} channels, Guilds intent\n`);
for (const [name, entry, environment] of [
  ['Rendezvous', BOT_ENTRY, ours],
  ['floor bot', 'bench/floor-bot.ts', {}],
] as const) {
  const one = await residentMb(1, entry, environment);
  const many = await residentMb(GUILDS, entry, environment);
  const perGuildKiB = ((many - one) * 1024) / (GUILDS - 1);
  console.log(
    `${name.padEnd(12)} RSS ${one.toFixed(0)} MiB → ${many.toFixed(0)} MiB: ${perGuildKiB.toFixed(1)} KiB per server`,
  );
}
process.exit(0);
