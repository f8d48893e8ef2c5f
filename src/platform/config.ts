import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { languages } from './i18n/languages.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `host:port,host:port` → the nodes ioredis connects to. */
const hostPortList = (name: string) =>
  z
    .string()
    .regex(/^[^\s,:]+:\d{1,5}(,[^\s,:]+:\d{1,5})*$/, `${name} must be host:port pairs separated by commas`)
    .transform((list) =>
      list.split(',').map((node) => {
        const at = node.lastIndexOf(':');
        return { host: node.slice(0, at), port: Number(node.slice(at + 1)) };
      }),
    );

/** `0,1` or `4-7` or `0,2-3` → the shard ids, ascending, each once. */
const shardIdList = z
  .string()
  .regex(/^\d+(-\d+)?(,\d+(-\d+)?)*$/, 'SHARD_IDS must be shard ids or ranges, e.g. 0,1 or 4-7')
  .transform((list) => {
    const ids = new Set<number>();
    for (const part of list.split(',')) {
      const [from, to = from] = part.split('-').map(Number) as [number, number?];
      for (let id = from; id <= to; id++) ids.add(id);
    }
    return [...ids].sort((a, b) => a - b);
  });

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
  /** Redis Sentinel instead of one URL: `host:port` pairs, comma-separated, and the master's name. */
  REDIS_SENTINELS: hostPortList('REDIS_SENTINELS').optional(),
  REDIS_SENTINEL_NAME: z.string().min(1).default('mymaster'),
  /** Redis Cluster instead of one URL: some of its nodes as `host:port`, comma-separated. */
  REDIS_CLUSTER_NODES: hostPortList('REDIS_CLUSTER_NODES').optional(),
  REDIS_PREFIX: z
    .string()
    .min(1)
    .regex(
      /^[^{}]+$/,
      'REDIS_PREFIX must not hold braces: on a Redis Cluster they would put every key in one slot',
    )
    .default('rdv:'),
  /**
   * How interactions arrive: over the gateway (a websocket per shard), or as signed POSTs to
   * `/interactions` on HTTP_PORT (Discord's Interactions Endpoint URL; needs DISCORD_PUBLIC_KEY).
   */
  INTERACTIONS: z.enum(['gateway', 'http']).default('gateway'),
  DISCORD_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'DISCORD_PUBLIC_KEY must be the application public key (64 hex digits)')
    .optional(),
  /** Gateway shards in all (`auto`: as many as Discord recommends, all in this process). */
  SHARD_COUNT: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(65_536)]).default('auto'),
  /** The shards this process runs, e.g. `0,1` or `4-7` (default: all of SHARD_COUNT). */
  SHARD_IDS: shardIdList.optional(),
  /**
   * Instead of SHARD_IDS, for N identical processes (a StatefulSet, compose replicas): how many
   * there are, and this one's number from 0 — digits, or a name ending in -N such as a
   * StatefulSet pod's hostname. Process i runs the shards whose id modulo N is i.
   */
  SHARD_PROCESSES: z.coerce.number().int().min(1).max(65_536).optional(),
  SHARD_PROCESS_INDEX: z
    .string()
    .regex(/(^|-)\d+$/, 'SHARD_PROCESS_INDEX must be a number, or a name ending in -<number>')
    .transform((value) => Number(/(\d+)$/.exec(value)?.[1]))
    .optional(),
  /** Port of /healthz, /metrics and (in HTTP mode) /interactions; 0 turns the server off. */
  HTTP_PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  /** On SIGTERM, presses already being answered get this long to finish. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(30_000).default(2_000),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  GAME_IDLE_DAYS: z.coerce.number().positive().max(90).default(7),
  EXPIRY_SWEEP_SECONDS: z.coerce.number().int().positive().default(60),
  /** Development and tests only: remind after this many seconds whatever the servers set. */
  REMINDER_DELAY_SECONDS: z.coerce.number().int().positive().optional(),
  /** Tests only: `1` defers every interaction at once, as if every answer were slow. */
  RENDEZVOUS_DEFER_AT_ONCE: z
    .enum(['0', '1'], { error: 'RENDEZVOUS_DEFER_AT_ONCE must be 1 (tests only) or 0' })
    .default('0')
    .transform((value) => value === '1'),
  /** Threads drawing images, so the event loop keeps answering; default: all cores but one. */
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(32)
    .default(Math.max(1, availableParallelism() - 1)),
  /**
   * Render threads run at this nice value, so pictures never slow the answers to presses. The
   * lowest priority (19) draws only with the CPU the answers leave: in four pairs of 200-game
   * runs against 10, the answers came sooner and so did the pictures (docs/performance.md).
   */
  RENDER_NICENESS: z.coerce.number().int().min(0).max(19).default(19),
  /**
   * Languages whose dictionaries (the clue judge's) load when the bot starts; any other loads
   * when a game in it starts (`none`, the default: all on demand, so a bot pays only for the
   * languages its servers play). Japanese costs about 330 MiB, English and Hungarian about 80.
   */
  PRELOAD_LANGUAGES: z
    .string()
    .default('none')
    .transform((list) =>
      (list.trim() === 'none' ? '' : list)
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    )
    .pipe(z.array(z.enum(languages))),
});

export type Config = z.infer<typeof environmentSchema>;

/** Every variable the bot reads (deployment files and .env.example are checked against it). */
export const configVariables: readonly string[] = Object.keys(environmentSchema.shape);

export class ConfigError extends Error {}

/** Reads the environment; a missing or malformed variable is one clear startup error listing all problems. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`);
  // Checked beside the schema so it is reported together with every other problem.
  const redisWays = ['REDIS_URL', 'REDIS_SENTINELS', 'REDIS_CLUSTER_NODES'].filter(
    (name) => present[name] !== undefined,
  );
  if (present.STORE !== 'memory' && redisWays.length === 0) {
    problems.push(
      '  - REDIS_URL: REDIS_URL is required (or REDIS_SENTINELS, or REDIS_CLUSTER_NODES; or STORE=memory for a throwaway local run)',
    );
  }
  if (redisWays.length > 1) problems.push(`  - REDIS_URL: set only one of ${redisWays.join(', ')}`);
  if (present.INTERACTIONS === 'http' && present.DISCORD_PUBLIC_KEY === undefined) {
    problems.push('  - DISCORD_PUBLIC_KEY: required with INTERACTIONS=http (General Information tab)');
  }
  if (present.INTERACTIONS === 'http' && present.HTTP_PORT === '0') {
    problems.push('  - HTTP_PORT: INTERACTIONS=http needs a port for /interactions (not 0)');
  }
  if (parsed.success) problems.push(...shardProblems(parsed.data));
  if (parsed.success && problems.length === 0) return withProcessShards(parsed.data);
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

function shardProblems(config: Config): string[] {
  const { SHARD_COUNT, SHARD_IDS, SHARD_PROCESSES, SHARD_PROCESS_INDEX } = config;
  const byProcess = SHARD_PROCESSES !== undefined || SHARD_PROCESS_INDEX !== undefined;
  if ((SHARD_IDS || byProcess) && SHARD_COUNT === 'auto')
    return [`  - ${SHARD_IDS ? 'SHARD_IDS' : 'SHARD_PROCESSES'}: set SHARD_COUNT too`];
  if (SHARD_IDS && byProcess) return ['  - SHARD_IDS: set either SHARD_IDS or SHARD_PROCESSES, not both'];
  if (SHARD_IDS?.some((id) => id >= (SHARD_COUNT as number)))
    return [`  - SHARD_IDS: every shard id must be below SHARD_COUNT (${SHARD_COUNT})`];
  if (byProcess && (SHARD_PROCESSES === undefined || SHARD_PROCESS_INDEX === undefined))
    return ['  - SHARD_PROCESSES: set SHARD_PROCESSES and SHARD_PROCESS_INDEX together'];
  if (byProcess && (SHARD_PROCESS_INDEX as number) >= (SHARD_PROCESSES as number))
    return [`  - SHARD_PROCESS_INDEX: must be below SHARD_PROCESSES (${SHARD_PROCESSES})`];
  if (byProcess && (SHARD_PROCESSES as number) > (SHARD_COUNT as number))
    return ['  - SHARD_PROCESSES: more processes than shards would leave some with none'];
  return [];
}

/** SHARD_PROCESSES and SHARD_PROCESS_INDEX become this process's SHARD_IDS. */
function withProcessShards(config: Config): Config {
  const { SHARD_COUNT, SHARD_PROCESSES, SHARD_PROCESS_INDEX } = config;
  if (SHARD_PROCESSES === undefined || SHARD_PROCESS_INDEX === undefined || SHARD_COUNT === 'auto')
    return config;
  const ids = Array.from({ length: SHARD_COUNT }, (_, id) => id).filter(
    (id) => id % SHARD_PROCESSES === SHARD_PROCESS_INDEX,
  );
  return { ...config, SHARD_IDS: ids };
}

export function idleSeconds(config: Pick<Config, 'GAME_IDLE_DAYS'>): number {
  return Math.round(config.GAME_IDLE_DAYS * 24 * 60 * 60);
}
