import { cpus } from 'node:os';
import { REST } from '@discordjs/rest';
import { Routes } from 'discord.js';
import { imageRuntimeEnvironment } from '../dev/image-environment.js';
import { type LocalDiscord, type SeededWorld, startLocalDiscord } from '../dev/local-discord/index.js';
import { BotProcess } from '../test/support/bot-process.js';
import { freePort } from '../test/support/free-port.js';
import { metricSum } from '../test/support/metrics-text.js';
import { testPrefix } from '../test/support/redis.js';
import { RoundRobinProxy } from '../test/support/round-robin-proxy.js';
import { type LoadTable, loadTables } from './load-tables.js';
import { threadCpuMs } from './process-usage.js';
import { distribution, formatDistribution, inParallel } from './stats.js';

/**
 * `npm run bench:http [games]`: presses per second in HTTP mode for 1, 2 and 4 bot processes
 * behind a round-robin balancer on one Redis, beside a do-nothing HTTP bot with as many
 * processes in the same run. Each game is set up to a clue of nine, then its guesser presses
 * the nine agents; IN_FLIGHT games press at once. Prints numbers, asserts nothing.
 */
const GAMES = Number(process.argv[2] ?? 200);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 100);
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number);
const BOT_ENTRY = 'dist/src/index.js';
const SETUP_IN_FLIGHT = 25;
const TIMEOUT_MS = 60_000;
const PICTURES_SETTLE_MS = 5_000;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Fleet {
  proxy: RoundRobinProxy;
  processes: BotProcess[];
  ports: number[];
}

/** CPU milliseconds all the fleet's processes have used so far (every thread). */
const fleetCpuMs = (fleet: Fleet) =>
  fleet.processes.reduce((sum, bot) => {
    const { main, others } = threadCpuMs(bot.pid);
    return sum + main + others;
  }, 0);

/** Redis round trips of the fleet's game stores so far, from each process's /metrics. */
async function fleetRedisRoundTrips(fleet: Fleet): Promise<number> {
  let total = 0;
  for (const port of fleet.ports) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    total += metricSum(text, 'rendezvous_redis_round_trips_total', { client: 'games' });
  }
  return total;
}

async function startFleet(
  local: LocalDiscord,
  count: number,
  entry: string,
  environment: Record<string, string>,
): Promise<Fleet> {
  const processes: BotProcess[] = [];
  const ports: number[] = [];
  for (let index = 0; index < count; index++) {
    const port = await freePort();
    const bot = new BotProcess(
      local,
      {
        ...imageRuntimeEnvironment(),
        ...environment,
        INTERACTIONS: 'http',
        DISCORD_PUBLIC_KEY: local.applicationPublicKey,
        HTTP_PORT: String(port),
      },
      entry,
    );
    await bot.start();
    processes.push(bot);
    ports.push(port);
  }
  const proxy = await RoundRobinProxy.start(ports.map((port) => `http://127.0.0.1:${port}`));
  await local.setInteractionsEndpointUrl(`${proxy.url}/interactions`);
  return { proxy, processes, ports };
}

async function stopFleet(local: LocalDiscord, fleet: Fleet): Promise<void> {
  await local.setInteractionsEndpointUrl(null);
  await fleet.proxy.close();
  for (const bot of fleet.processes) await bot.kill('SIGTERM');
}

async function timed(count: number, press: () => Promise<number>) {
  const latencies: number[] = [];
  const started = performance.now();
  await inParallel(
    Array.from({ length: count }, (_, index) => index),
    IN_FLIGHT,
    async () => void latencies.push(await press()),
  );
  return { perSecond: (count / (performance.now() - started)) * 1000, latency: distribution(latencies) };
}

async function measureBot(local: LocalDiscord, world: SeededWorld, processes: number) {
  const fleet = await startFleet(local, processes, BOT_ENTRY, {
    REDIS_URL,
    REDIS_PREFIX: testPrefix(),
    DISCORD_GUILD_ID: world.guild.id,
    RENDER_THREADS: '1',
    PRELOAD_LANGUAGES: 'en',
    LOG_LEVEL: 'info',
  });
  try {
    const { alice, bob } = world.users;
    const tables = loadTables('duet', local, world.guild.id, GAMES, {
      a: alice,
      b: bob,
      timeoutMs: TIMEOUT_MS,
    });
    const cells = new Map<LoadTable, number[]>();
    await inParallel(tables, SETUP_IN_FLIGHT, async (table) => {
      cells.set(table, await table.prepare());
    });
    await new Promise((resolve) => setTimeout(resolve, PICTURES_SETTLE_MS));
    const queue = tables.flatMap((table) => (cells.get(table) ?? []).map((cell) => ({ table, cell })));
    // Each game's presses in order, IN_FLIGHT games at once (as players would).
    const latencies: number[] = [];
    const cpuBefore = fleetCpuMs(fleet);
    const redisBefore = await fleetRedisRoundTrips(fleet);
    const requestsBefore = local.requests.entries().length;
    const started = performance.now();
    await inParallel(tables, IN_FLIGHT, async (table) => {
      for (const cell of cells.get(table) ?? []) {
        const press = table.guess(cell);
        await press.awaitResponse(TIMEOUT_MS);
        latencies.push(press.responseTimeMs ?? Number.NaN);
      }
    });
    const elapsed = performance.now() - started;
    // The pictures that follow the answers are part of what a press costs.
    await new Promise((resolve) => setTimeout(resolve, PICTURES_SETTLE_MS));
    const presses = queue.length;
    const pictureEdits = local.requests
      .entries()
      .slice(requestsBefore)
      .filter((entry) => entry.method === 'PATCH' && entry.files.length > 0).length;
    return {
      perSecond: (presses / elapsed) * 1000,
      latency: distribution(latencies),
      late: latencies.filter((ms) => ms > 3000).length,
      cpuPerPressMs: (fleetCpuMs(fleet) - cpuBefore) / presses,
      redisPerPress: ((await fleetRedisRoundTrips(fleet)) - redisBefore) / presses,
      picturesPerPress: pictureEdits / presses,
    };
  } finally {
    await stopFleet(local, fleet);
  }
}

async function measureFloor(local: LocalDiscord, world: SeededWorld, processes: number, presses: number) {
  const fleet = await startFleet(local, processes, 'bench/floor-http-bot.ts', {});
  try {
    const rest = new REST({ api: local.restBaseUrl }).setToken('floor-token');
    // Global, so the bot's own commands (registered in the server) stay as they are.
    await rest.put(Routes.applicationCommands(local.model.applicationId), {
      body: [{ name: 'ping', description: 'floor' }],
    });
    const channel = local.model.createTextChannel(world.guild.id, { name: `floor-${processes}` });
    const user = world.users.alice;
    await local.driver.runCommand({ user, channelId: channel.id, name: 'ping' }).awaitResponse();
    const messageId = local.driver.lastMessage(channel.id)?.id ?? '';
    return await timed(presses, async () => {
      const handle = local.driver.clickButton({ user, messageId, customId: 'floor' });
      await handle.awaitResponse(TIMEOUT_MS);
      return handle.responseTimeMs ?? Number.NaN;
    });
  } finally {
    await stopFleet(local, fleet);
  }
}

const local = await startLocalDiscord({ interactionDeadlineMs: TIMEOUT_MS });
const world = local.seedDefault();
await new BotProcess(local, { REDIS_URL, STORE: 'memory' }, BOT_ENTRY).deployCommands(world.guild.id);
console.log(
  `HTTP mode: ${GAMES} Duet games × 9 guesses, ${IN_FLIGHT} games pressing at once; ` +
    `${cpus().length} cores shared by the bots, the balancer and the local Discord; Node ${process.version}\n`,
);
for (const processes of PROCESS_COUNTS) {
  const bot = await measureBot(local, world, processes);
  const floor = await measureFloor(local, world, processes, GAMES * 9);
  console.log(`${processes} process(es):`);
  const rows: [string, string][] = [
    ['guesses per second / floor', `${bot.perSecond.toFixed(0)} / ${floor.perSecond.toFixed(0)}`],
    ['guess latency', formatDistribution(bot.latency)],
    ['floor latency', formatDistribution(floor.latency)],
    ['guesses answered after 3 s', String(bot.late)],
    ['bot CPU per guess, all processes', `${bot.cpuPerPressMs.toFixed(2)} ms (pictures included)`],
    ['Redis round trips per guess', bot.redisPerPress.toFixed(2)],
    ['picture edits per guess', bot.picturesPerPress.toFixed(2)],
  ];
  for (const [name, value] of rows) console.log(`  ${name.padEnd(34)} ${value}`);
}
await local.close();
process.exit(0);
