/** How big a chaos run is: the CLI's `--forged N` (or `CHAOS_FORGED=N`) and friends. */
export interface ChaosOptions {
  /** Forged button presses and modal submits (attack 1). */
  forged: number;
  /** Bursts of conflicting presses (attack 2). */
  bursts: number;
  /** Forged interactions per game of the shared attacks (Codenames, Duck! Duck! Go!, THE KEY). */
  gameForged: number;
  /** Bursts of conflicting presses per game of the shared attacks. */
  gameBursts: number;
  /** kill -9 of the bot during presses, each followed by a restart (attack 4). */
  kills: number;
  /** SIGSTOP … SIGCONT of the bot's redis-server mid-game (attack 5). */
  redisFreezes: number;
  /** redis-server killed and restarted mid-game (attack 5). */
  redisStops: number;
  /** How long each freeze lasts, in ms: longer than the bot's Redis command timeout. */
  freezeMs: number;
  /** How long Redis stays down on each stop, in ms. */
  stopMs: number;
  /** Every hostile text value is tried this many times per text input (attack 3). */
  hostileRounds: number;
  /** Games played at once by the bursts and by the players of the kill and Redis attacks. */
  tables: number;
  /** Forged presses in flight at once (one per fixture channel at most). */
  forgers: number;
  /** Fresh fixtures a forger may set up when bad input moved its game out of the phase it attacks. */
  maxRefreshes: number;
  seed: number;
  /**
   * Discord's 3 s include its own round trips (gateway to the bot, the callback back), which the
   * loopback Discord does not have: an answer counts as in time within 3 s minus this.
   */
  networkAllowanceMs: number;
  /** Progress lines on stderr. */
  verbose: boolean;
  /** The bot defers every interaction at once (RENDEZVOUS_DEFER_AT_ONCE=1): private answers after a deferral. */
  slowPath: boolean;
}

export const HEAVY_DEFAULTS: ChaosOptions = {
  forged: 20_000,
  bursts: 2_000,
  gameForged: 5_000,
  gameBursts: 500,
  kills: 20,
  redisFreezes: 2,
  redisStops: 2,
  freezeMs: 4_000,
  stopMs: 2_500,
  hostileRounds: 1,
  tables: 6,
  forgers: 6,
  maxRefreshes: 20,
  seed: 1,
  networkAllowanceMs: 500,
  verbose: true,
  slowPath: false,
};

/** What the e2e test runs: every attack once or a few times, within about a minute. */
export const CI_OPTIONS: ChaosOptions = {
  forged: 240,
  bursts: 24,
  gameForged: 72,
  gameBursts: 8,
  kills: 2,
  redisFreezes: 1,
  redisStops: 1,
  freezeMs: 3_500,
  stopMs: 1_500,
  hostileRounds: 1,
  tables: 4,
  forgers: 6,
  maxRefreshes: 3,
  seed: 7,
  networkAllowanceMs: 500,
  verbose: false,
  slowPath: false,
};

const NUMERIC: (keyof ChaosOptions)[] = [
  'forged',
  'bursts',
  'gameForged',
  'gameBursts',
  'kills',
  'redisFreezes',
  'redisStops',
  'freezeMs',
  'stopMs',
  'hostileRounds',
  'tables',
  'forgers',
  'maxRefreshes',
  'seed',
  'networkAllowanceMs',
];

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const envName = (name: string) => `CHAOS_${kebab(name).replace(/-/g, '_').toUpperCase()}`;

export const USAGE = `npm run chaos [-- options]   (or the CHAOS_<OPTION> environment variables)
${NUMERIC.map((name) => `${`  --${kebab(name)} N`.padEnd(30)}default ${HEAVY_DEFAULTS[name]}  (${envName(name)})`).join('\n')}
  --quiet                     no progress lines (CHAOS_QUIET=1)
  --slow-path                 the bot defers every interaction at once (CHAOS_SLOW_PATH=1)`;

/** Options from `--name N` / `--name=N` arguments over `CHAOS_NAME` variables over the heavy defaults. */
export function parseChaosOptions(argv: readonly string[], env: NodeJS.ProcessEnv): ChaosOptions {
  const options: ChaosOptions = { ...HEAVY_DEFAULTS };
  for (const name of NUMERIC) {
    const value = env[envName(name)];
    if (value !== undefined && value !== '') (options[name] as number) = toNumber(name, value);
  }
  if (env.CHAOS_QUIET === '1') options.verbose = false;
  if (env.CHAOS_SLOW_PATH === '1') options.slowPath = true;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    if (argument === '--quiet') {
      options.verbose = false;
      continue;
    }
    if (argument === '--slow-path') {
      options.slowPath = true;
      continue;
    }
    if (argument === '--help' || argument === '-h') throw new Error(USAGE);
    const match = argument.match(/^--([a-z-]+)(?:=(.*))?$/);
    const name = NUMERIC.find((candidate) => kebab(candidate) === match?.[1]);
    if (!match || !name) throw new Error(`unknown argument ${argument}\n${USAGE}`);
    const value = match[2] ?? argv[++index];
    if (value === undefined) throw new Error(`--${match[1]} needs a number\n${USAGE}`);
    (options[name] as number) = toNumber(name, value);
  }
  return options;
}

function toNumber(name: string, value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number)) {
    throw new Error(`${name} must be a whole number, not ${JSON.stringify(value)}`);
  }
  return number;
}
