import { REST } from '@discordjs/rest';
import { z } from 'zod';
import { loadCommands } from '../src/platform/discord/command-loader.js';
import { registerCommands } from '../src/platform/discord/register-commands.js';

/**
 * Registers the slash commands with Discord: to one server when DISCORD_GUILD_ID is set
 * (instant, for testing), otherwise globally (may take up to an hour to appear everywhere).
 * It needs no gateway, only Discord's REST API.
 */
const environment = z
  .object({
    DISCORD_TOKEN: z.string().min(1),
    DISCORD_CLIENT_ID: z.string().regex(/^\d{5,25}$/),
    DISCORD_GUILD_ID: z
      .string()
      .regex(/^\d{5,25}$/)
      .optional(),
    DISCORD_API_URL: z.url().default('https://discord.com/api'),
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

if (!environment.success) {
  console.error('Set DISCORD_TOKEN and DISCORD_CLIENT_ID (and optionally DISCORD_GUILD_ID) first:');
  for (const issue of environment.error.issues)
    console.error(`  - ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}

const { DISCORD_TOKEN, DISCORD_CLIENT_ID, DISCORD_GUILD_ID, DISCORD_API_URL } = environment.data;
const rest = new REST({ api: DISCORD_API_URL }).setToken(DISCORD_TOKEN);
const names = await registerCommands(rest, await loadCommands(), DISCORD_CLIENT_ID, DISCORD_GUILD_ID);
const where = DISCORD_GUILD_ID ? `in server ${DISCORD_GUILD_ID}` : 'globally';
console.log(`Registered ${names.length} commands ${where}: ${names.map((name) => `/${name}`).join(', ')}`);
