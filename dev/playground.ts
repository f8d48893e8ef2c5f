import { z } from 'zod';
import { createLogger } from '../src/platform/log.js';
import { openPlaygroundStore, startPlayground } from './playground/index.js';

/**
 * A local Discord with the real bot in it, played from a web page: `npm run playground`.
 * Quiet by default (LOG_LEVEL=warn); REDIS_URL keeps games in Redis instead of memory.
 * REMINDER_DELAY_SECONDS and EXPIRY_SWEEP_SECONDS bring turn reminders within seconds, to try them.
 */
const environment = z
  .object({
    PLAYGROUND_PORT: z.coerce.number().int().min(0).max(65_535).default(5173),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    REMINDER_DELAY_SECONDS: z.coerce.number().int().positive().optional(),
    EXPIRY_SWEEP_SECONDS: z.coerce.number().int().positive().optional(),
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

if (!environment.success) {
  console.error('The playground cannot start:');
  for (const issue of environment.error.issues)
    console.error(`  - ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}

const { PLAYGROUND_PORT, REDIS_URL, LOG_LEVEL, REMINDER_DELAY_SECONDS, EXPIRY_SWEEP_SECONDS } =
  environment.data;
const log = createLogger(LOG_LEVEL);
const opened = await openPlaygroundStore(REDIS_URL, log);
const playground = await startPlayground({
  port: PLAYGROUND_PORT,
  stores: opened,
  log,
  renderThreads: 1,
  ...(REMINDER_DELAY_SECONDS ? { reminderDelaySeconds: REMINDER_DELAY_SECONDS } : {}),
  ...(EXPIRY_SWEEP_SECONDS ? { sweepIntervalMs: EXPIRY_SWEEP_SECONDS * 1000 } : {}),
}).catch(async (error: unknown) => {
  await opened.close();
  throw error;
});

const { guild, users } = playground.world;
const userNames = Object.values(users).map((user) => user.globalName ?? user.username);
console.log(`
Rendezvous playground: the real bot in a local Discord ("${guild.name}", users ${userNames.join(', ')}).

  Open   ${playground.url}
  Store  ${opened.description}
  Stop   Ctrl-C

  Turn reminders within seconds: REMINDER_DELAY_SECONDS=5 EXPIRY_SWEEP_SECONDS=1 npm run playground
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the playground…');
  await playground.close();
  await opened.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
