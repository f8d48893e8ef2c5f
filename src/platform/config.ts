import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { languages } from './i18n/languages.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const environmentSchema = z.object({
  DISCORD_TOKEN: z
    .string({ error: 'DISCORD_TOKEN is required: the bot token from the Developer Portal (Bot tab)' })
    .min(1),
  DISCORD_CLIENT_ID: z
    .string({ error: 'DISCORD_CLIENT_ID is required: the application id (General Information tab)' })
    .regex(/^\d{5,25}$/, 'DISCORD_CLIENT_ID must be the application id (digits)'),
  DISCORD_GUILD_ID: z
    .string()
    .regex(/^\d{5,25}$/, 'DISCORD_GUILD_ID must be a server id (digits)')
    .optional(),
  DISCORD_API_URL: z.url().default('https://discord.com/api'),
  STORE: z.enum(['redis', 'memory']).default('redis'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z.string().min(1).default('rdv:'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  GAME_IDLE_DAYS: z.coerce.number().positive().max(90).default(7),
  EXPIRY_SWEEP_SECONDS: z.coerce.number().int().positive().default(60),
  /** Development and tests only: remind after this many seconds whatever the servers set. */
  REMINDER_DELAY_SECONDS: z.coerce.number().int().positive().optional(),
  /** Threads drawing images, so the event loop keeps answering; default: all cores but one. */
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(32)
    .default(Math.max(1, availableParallelism() - 1)),
  /** Render threads run at this nice value, so pictures never slow the answers to presses. */
  RENDER_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  /**
   * Languages whose dictionaries (the clue judge's) load when the bot starts; any other loads
   * when a game in it starts (`none`: all on demand). Japanese costs about 300 MiB, English and
   * Hungarian under 100.
   */
  PRELOAD_LANGUAGES: z
    .string()
    .default(languages.join(','))
    .transform((list) =>
      (list.trim() === 'none' ? '' : list)
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    )
    .pipe(z.array(z.enum(languages))),
});

export type Config = z.infer<typeof environmentSchema>;

export class ConfigError extends Error {}

/** Reads the environment; a missing or malformed variable is one clear startup error listing all problems. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
  // Checked beside the schema so it is reported together with every other problem.
  if (present.STORE !== 'memory' && present.REDIS_URL === undefined) {
    problems.push('  - REDIS_URL: REDIS_URL is required (or set STORE=memory for a throwaway local run)');
  }
  if (parsed.success && problems.length === 0) return parsed.data;
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

export function idleSeconds(config: Pick<Config, 'GAME_IDLE_DAYS'>): number {
  return Math.round(config.GAME_IDLE_DAYS * 24 * 60 * 60);
}
