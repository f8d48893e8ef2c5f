import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { REST, Routes } from 'discord.js';
import { Redis } from 'ioredis';
import { imageRuntimeEnvironment } from '../dev/image-environment.js';
import { type LocalDiscord, type LocalUser, startLocalDiscord } from '../dev/local-discord/index.js';
import { CLAIM_REMINDERS_LUA } from '../src/platform/reminders/redis-reminder-store.js';
import {
  ACKNOWLEDGE_PUBLISHED_LUA,
  CLAIM_EXPIRED_LUA,
  CLAIM_IF_IDLE_LUA,
  CLAIM_UNPUBLISHED_LUA,
} from '../src/platform/store/redis-store.js';
import { BotProcess } from '../test/support/bot-process.js';
import { deleteKeys, testPrefix } from '../test/support/redis.js';
import { type LoadGame, type LoadTable, loadTables } from './load-tables.js';
import { keepOffCores, peakRssMb, rssMb, threadCpuByNameMs, threadCpuMs } from './process-usage.js';
import { countRedisCommands } from './redis-monitor.js';
import { type Distribution, distribution, inParallel } from './stats.js';

export interface GameLoadResult {
  games: number;
  guesses: number;
  guessLatency: Distribution;
  guessesPerSecond: number;
  redisRoundTripsPerGuess: number;
  /** Commands of the bot's periodic sweep that fell inside that count, left out of it. */
  redisSweepCommands: number;
  restCallsPerGuess: number;
  /** Board pictures brought up to date by an edit after the answer (coalesced per game). */
  pictureEditsPerGuess: number;
  /** From the last answered press until the bot's last picture edit (the pictures' backlog). */
  picturesSettledMs: number;
  /** From a press's answer to the first new picture on its board after it. */
  pictureLag: Distribution;
  /** Answers after which no new picture came at all (should be 0: the last state is always drawn). */
  picturesMissing: number;
  redisBytesPerGame: number;
  botRssMb: number;
  /** The bot's peak resident memory over the whole run (VmHWM), pictures and dictionaries included. */
  botPeakRssMb: number;
  /** The same peak as it stood when the last press was answered (the rest came with the pictures). */
  botPeakRssPressingMb: number;
  /** The bot's own account of its memory as it stopped (main thread's heap, external buffers). */
  botMemory: string;
  /** The bot's main-thread garbage collection while the presses ran (null: not reported). */
  burstGc: BurstGc | null;
  /** Bot CPU per guess while the presses ran: the main thread (answers) and its other threads (pictures, GC). */
  botMainCpuPerGuessMs: number;
  botOtherCpuPerGuessMs: number;
  /** Bot CPU after the last answer until the pictures settled, by thread name (ms). */
  picturesCpuByThreadMs: Map<string, number>;
  /** The bot's CPU between the first and the last press, by thread name. */
  pressingCpuByThreadMs: Map<string, number>;
  /** Bot CPU per guess from the first press until every picture was up to date. */
  botCpuPerGuessWithPicturesMs: number;
  /** This process (the local Discord and its driver) per guess: if it is saturated, so is the floor. */
  localDiscordCpuPerGuessMs: number;
  /**
   * How busy this process was while the presses ran, as a share of one core (it runs on one
   * thread). Near 1, the local Discord itself queues the presses and their answers, which no real
   * Discord would: the latencies then measure it as much as the bot.
   */
  localDiscordBusy: number;
  /** One press at a time: the cost of a press with no queueing. */
  guessAlone: Distribution;
  /** The do-nothing bot pressed on a board like the bot's, answering with a copy of one of its answers. */
  boardFloor: FloorResult;
  /**
   * The same, carrying presses and answers as the bot does (the pressed message's components
   * dropped before discord.js builds objects, the answer as bytes serialized once): what the game
   * itself adds is the bot's time above this one's.
   */
  tunedBoardFloor: FloorResult;
  /** The do-nothing bot pressed on a one-button message (the floor of earlier runs). */
  oneButtonFloor: FloorResult;
  redisPing: Distribution;
}

/** Games pressing at the same moment (the rest wait their turn): the load, not the number of games. */
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 200);
/** The core both bots are pinned to (`taskset -c`), so they are measured on the same single core. */
const BOT_CPU = process.env.BENCH_BOT_CPU ?? '0';
/** The bot as it ships: built JavaScript (`npm run bench` builds it first), not sources through tsx. */
const BOT_ENTRY = 'dist/src/index.js';
/** Extra Node flags for the bot only, e.g. `--cpu-prof` to see where a press's time goes. */
const BOT_NODE_ARGS = (process.env.BENCH_BOT_NODE_ARGS ?? '').split(' ').filter(Boolean);
const BURST_GC_PROBE = fileURLToPath(new URL('./burst-gc.mjs', import.meta.url));
const BURST_PROFILER = fileURLToPath(new URL('./burst-profile.mjs', import.meta.url));
if (process.env.BENCH_CPU_PROFILE) await import(BURST_PROFILER);
/** Both bots run with the image's runtime settings (V8 heap sizes, allocator), so they are compared as they ship. */
const IMAGE_RUNTIME = imageRuntimeEnvironment();
/**
 * Bot settings a run may change to compare, e.g. `RENDER_NICENESS=0 npm run bench` (pictures at the
 * answers' priority), `PRELOAD_LANGUAGES=en` (only English dictionaries), `RENDER_THREADS=0`.
 */
const COMPARABLE_SETTINGS = ['RENDER_NICENESS', 'RENDER_THREADS', 'PRELOAD_LANGUAGES'] as const;

function settingsToCompare(): Record<string, string> {
  return Object.fromEntries(
    COMPARABLE_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
}

/**
 * Games set up at once (starts, key faces, clues): the set-up is not what is measured, and a
 * burst of hundreds of new boards and keys at once would only queue pictures behind each other.
 */
const SETUP_IN_FLIGHT = 50;
/** Setup (starts, key faces, clues) is not what is measured: it may queue behind the load. */
const SETUP_TIMEOUT_MS = 60_000;
/**
 * Presses each bot answers before it is measured, as many as one 200-game burst: the floor on its
 * own button, the bot in games of its own. Both are measured warm, their code compiled by V8, as
 * on a busy evening; a bot measured from its first presses is timed compiling them (figures in
 * docs/performance.md).
 */
export const WARM_UP = 1_800;
/** A load table's guesses (its clue is for nine). */
const GUESSES_PER_TABLE = 9;
const WARM_UP_TABLES = Math.ceil(WARM_UP / GUESSES_PER_TABLE);
const SEQUENTIAL_PRESSES = 200;
/** The pictures are up to date once the bot has sent nothing for this long. */
const PICTURES_QUIET_MS = 3_000;

/** When each board's picture changed (a new attachment), to time how far pictures trail their answers. */
function watchPictures(local: LocalDiscord) {
  const shown = new Map<string, string | undefined>();
  const changes = new Map<string, number[]>();
  const onUpdate = (message: { id: string; api: { attachments: { id: string }[] } }) => {
    const picture = message.api.attachments[0]?.id;
    if (shown.has(message.id) && shown.get(message.id) !== picture) {
      changes.set(message.id, [...(changes.get(message.id) ?? []), performance.now()]);
    }
    shown.set(message.id, picture);
  };
  local.model.events.on('messageUpdate', onUpdate);
  return {
    stop: () => local.model.events.off('messageUpdate', onUpdate),
    /** Milliseconds from `at` to the board's next new picture (NaN: none came). */
    lagAfter(messageId: string, at: number): number {
      const next = changes.get(messageId)?.find((time) => time >= at);
      return next === undefined ? Number.NaN : next - at;
    },
  };
}

function differenceByName(after: Map<string, number>, before: Map<string, number>): Map<string, number> {
  return new Map([...after].map(([name, ms]) => [name, ms - (before.get(name) ?? 0)]));
}

/** How long the bot went on sending requests (picture edits) before `quietMs` passed without one. */
async function quietAfter(local: LocalDiscord, quietMs: number): Promise<number> {
  const started = performance.now();
  let count = local.requests.entries().length;
  let lastChange = started;
  while (performance.now() - lastChange < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = local.requests.entries().length;
    if (now !== count) {
      count = now;
      lastChange = performance.now();
    }
  }
  return lastChange - started;
}

/**
 * SIGUSR2 goes to the bot as the presses start and as they end: `burst-gc.mjs`, preloaded into
 * it, reports its garbage collection in between, and a profiler preloaded as well
 * (`BENCH_BOT_NODE_ARGS=--import …`) can listen for it to cover only the burst.
 */
function markBurst(pid: number | undefined): void {
  if (pid) process.kill(pid, 'SIGUSR2');
  if (process.env.BENCH_CPU_PROFILE) process.kill(process.pid, 'SIGUSR2');
}

/** What `burst-gc.mjs` wrote: the bot's main-thread garbage collection while the presses ran. */
export interface BurstGc {
  scavenges: number;
  markCompacts: number;
  promotedBytes: number;
  pauseMs: number;
  peakOldSpaceBytes: number;
}

export interface FloorResult {
  /** Under the same load as the bot's guesses. */
  latency: Distribution;
  alone: Distribution;
  cpuPerPressMs: number;
  localCpuPerPressMs: number;
  localBusy: number;
}

/** A type-7 answer of the bot's, for the floor to answer with, and a button on it to press. */
interface FloorBoard {
  data: { components: unknown[] };
  pressId: string;
}

function enabledButton(components: unknown[]): string | null {
  for (const component of components as Record<string, unknown>[]) {
    if (component.type === 2 && component.disabled !== true && typeof component.custom_id === 'string') {
      return component.custom_id;
    }
    const inner = component.components;
    const found = Array.isArray(inner) ? enabledButton(inner) : null;
    if (found) return found;
  }
  return null;
}

/** The bot's answer from the middle of the burst (or the next one with a button left to press). */
function boardOfTheBurst(local: LocalDiscord, from: number): FloorBoard {
  const answers = local.requests
    .entries()
    .slice(from)
    .filter((entry) => entry.route?.endsWith('/callback') && entry.method === 'POST');
  for (const entry of answers.slice(Math.floor(answers.length / 2))) {
    const body = entry.body as { type?: number; data?: { components?: unknown[] } };
    const pressId = body.type === 7 && body.data?.components ? enabledButton(body.data.components) : null;
    if (pressId) return { data: body.data as FloorBoard['data'], pressId };
  }
  throw new Error('no answer of the burst has a button left to press');
}

function readBurstGc(file: string): BurstGc | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BurstGc) : null;
}

async function measureFloor(
  local: LocalDiscord,
  guildId: string,
  user: LocalUser,
  count: number,
  board: FloorBoard | null,
  tuned = false,
): Promise<FloorResult> {
  const floor = new BotProcess(
    local,
    {
      ...IMAGE_RUNTIME,
      ...(board ? { FLOOR_ANSWER: JSON.stringify(board.data) } : {}),
      ...(tuned ? { FLOOR_TUNED: '1' } : {}),
    },
    'bench/floor-bot.ts',
    { cpu: BOT_CPU },
  );
  await floor.start();
  const rest = new REST({ api: local.restBaseUrl }).setToken('floor-token');
  await rest.put(Routes.applicationGuildCommands(local.model.applicationId, guildId), {
    body: [{ name: 'ping', description: 'floor' }],
  });
  // A message (in a channel of its own) per press in flight, as the games have: a press never
  // lands on a message whose last press is still being answered.
  const idle: string[] = [];
  while (idle.length < IN_FLIGHT) {
    const channel = local.model.createTextChannel(guildId, { name: `floor-${idle.length}` });
    await local.driver.runCommand({ user, channelId: channel.id, name: 'ping' }).awaitResponse();
    idle.push(local.driver.lastMessage(channel.id)?.id ?? '');
  }
  const customId = board?.pressId ?? 'floor';
  const press = async () => {
    const messageId = idle.pop() ?? '';
    const handle = local.driver.clickButton({ user, messageId, customId });
    await handle.awaitResponse(30_000);
    idle.push(messageId);
    return handle.responseTimeMs ?? Number.NaN;
  };
  const loaded: number[] = [];
  const presses = (count: number) => Array.from({ length: count }, (_, i) => i);
  await inParallel(presses(WARM_UP), IN_FLIGHT, async () => void (await press()));
  const floorCpuBefore = threadCpuMs(floor.pid);
  const localCpu = process.cpuUsage();
  const started = performance.now();
  await inParallel(presses(count), IN_FLIGHT, async () => void loaded.push(await press()));
  const elapsedMs = performance.now() - started;
  const localCpuMs = process.cpuUsage(localCpu);
  const floorCpu = threadCpuMs(floor.pid);
  const cpuPerPressMs =
    (floorCpu.main + floorCpu.others - floorCpuBefore.main - floorCpuBefore.others) / count;
  const localCpuPerPressMs = (localCpuMs.user + localCpuMs.system) / 1000 / count;
  const alone: number[] = [];
  for (let i = 0; i < SEQUENTIAL_PRESSES; i++) alone.push(await press());
  await floor.kill('SIGTERM');
  const localBusy = (localCpuMs.user + localCpuMs.system) / 1000 / elapsedMs;
  return {
    latency: distribution(loaded),
    alone: distribution(alone),
    cpuPerPressMs,
    localCpuPerPressMs,
    localBusy,
  };
}

/** Games played one press at a time: clue, then the nine agents, until enough presses are timed. */
async function guessOneAtATime(
  local: LocalDiscord,
  guildId: string,
  game: LoadGame,
  a: LocalUser,
  b: LocalUser,
) {
  const samples: number[] = [];
  while (samples.length < SEQUENTIAL_PRESSES) {
    const [table] = loadTables(game, local, guildId, 1, { a, b, timeoutMs: SETUP_TIMEOUT_MS });
    if (!table) break;
    for (const cell of await table.prepare()) {
      const press = table.guess(cell);
      await press.awaitResponse();
      samples.push(press.responseTimeMs ?? Number.NaN);
    }
  }
  return distribution(samples);
}

/**
 * Redis commands a guess sends, counted by MONITOR on a few games played apart from the timed
 * load (MONITOR streams every command to this process, which would slow the local Discord).
 */
async function redisCommandsPerPress(
  local: LocalDiscord,
  guildId: string,
  game: LoadGame,
  players: { a: LocalUser; b: LocalUser },
  redisUrl: string,
  prefix: string,
): Promise<{ perGuess: number; sweep: number }> {
  const games = loadTables(game, local, guildId, 10, { ...players, timeoutMs: SETUP_TIMEOUT_MS });
  const cells = new Map<LoadTable, number[]>();
  for (const table of games) cells.set(table, await table.prepare());
  let presses = 0;
  const commands = await countRedisCommands(
    redisUrl,
    prefix,
    async () => {
      for (const table of games) {
        for (const cell of cells.get(table) ?? []) {
          await table.guess(cell).awaitResponse();
          presses += 1;
        }
      }
    },
    isSweep,
  );
  return { perGuess: commands.counted / presses, sweep: commands.setApart };
}

/**
 * The bot's sweep for expired games, unshown tables and due reminders (a claim of the schedule and
 * one of each reminder bucket, every `EXPIRY_SWEEP_SECONDS`) runs whether anyone presses or not:
 * when it falls inside the count it is set apart, not charged to the guesses (17 commands over 90
 * guesses read as 1.19 a guess). So are the batched acknowledgements of shown tables (at most one
 * per game a second, off the press path): the figure set apart is printed beside the count.
 */
const SWEEP_SCRIPTS = [
  CLAIM_EXPIRED_LUA,
  CLAIM_IF_IDLE_LUA,
  CLAIM_REMINDERS_LUA,
  CLAIM_UNPUBLISHED_LUA,
  ACKNOWLEDGE_PUBLISHED_LUA,
].map((lua) => createHash('sha1').update(lua).digest('hex'));

export function isSweep(line: string): boolean {
  const command = /^\+[\d.]+ \[[^\]]*\] "evalsha" "([0-9a-f]{40})"/i.exec(line);
  return command !== null && SWEEP_SCRIPTS.includes(command[1]?.toLowerCase() ?? '');
}

async function measureRedisPing(url: string, count: number): Promise<Distribution> {
  const redis = new Redis(url);
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await redis.ping();
    samples.push(performance.now() - started);
  }
  redis.disconnect();
  return distribution(samples);
}

/**
 * N concurrent games (Duet, or classic Codenames' two-player game) through the local Discord
 * against the real Redis: each game gives a clue, then its guesser finds nine agents (a guess is
 * one button press).
 */
export async function runGameLoad(
  games: number,
  redisUrl: string,
  game: LoadGame = 'duet',
): Promise<GameLoadResult> {
  if (!existsSync(BOT_ENTRY)) throw new Error(`${BOT_ENTRY} is missing: run \`npm run build\` first`);
  keepOffCores(BOT_CPU);
  const local = await startLocalDiscord({ interactionDeadlineMs: 60_000 });
  const world = local.seedDefault();
  const { alice, bob } = world.users;
  const prefix = testPrefix();
  const gcReport = join(tmpdir(), `${prefix.replace(/\W/g, '')}-burst-gc.json`);
  const bot = new BotProcess(
    local,
    {
      ...IMAGE_RUNTIME,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'info',
      BENCH_GC_REPORT: gcReport,
      ...(process.env.BENCH_CPU_PROFILE ? { BENCH_CPU_PROFILE: process.env.BENCH_CPU_PROFILE } : {}),
      ...settingsToCompare(),
    },
    BOT_ENTRY,
    { cpu: BOT_CPU, nodeArgs: ['--import', BURST_GC_PROBE, '--import', BURST_PROFILER, ...BOT_NODE_ARGS] },
  );
  await bot.deployCommands(world.guild.id);
  await bot.start();
  try {
    const tables = loadTables(game, local, world.guild.id, WARM_UP_TABLES + games, {
      a: alice,
      b: bob,
      timeoutMs: SETUP_TIMEOUT_MS,
    });
    const cells = new Map<LoadTable, number[]>();
    await inParallel(tables, SETUP_IN_FLIGHT, async (table) => {
      cells.set(table, await table.prepare());
    });
    const cellsOf = (table: LoadTable) => cells.get(table) ?? [];
    await inParallel(tables.slice(0, WARM_UP_TABLES), IN_FLIGHT, async (table) => {
      for (const cell of cellsOf(table)) await table.guess(cell).awaitResponse(30_000);
    });
    const all = tables.slice(WARM_UP_TABLES);
    // The pictures of the set-up (new boards, keys) and of the warm-up are drawn before the presses start.
    await quietAfter(local, PICTURES_QUIET_MS);

    const latencies: number[] = [];
    const pictures = watchPictures(local);
    const answered: { messageId: string; at: number }[] = [];
    const before = local.requests.entries().length;
    let elapsedMs = 0;
    const botCpuBefore = threadCpuMs(bot.pid);
    const botThreadsBefore = threadCpuByNameMs(bot.pid);
    let botCpuPressing = botCpuBefore;
    let botThreadsPressing = new Map<string, number>();
    let botPeakRssPressingMb = 0;
    let localCpu = process.cpuUsage();
    {
      const started = performance.now();
      markBurst(bot.pid);
      await inParallel(all, IN_FLIGHT, async (table) => {
        for (const cell of cellsOf(table)) {
          const messageId = table.boardId();
          const press = table.guess(cell);
          await press.awaitResponse(30_000);
          latencies.push(press.responseTimeMs ?? Number.NaN);
          answered.push({ messageId, at: performance.now() });
        }
      });
      elapsedMs = performance.now() - started;
      markBurst(bot.pid);
      botCpuPressing = threadCpuMs(bot.pid);
      botThreadsPressing = threadCpuByNameMs(bot.pid);
      botPeakRssPressingMb = peakRssMb(bot.pid);
      localCpu = process.cpuUsage(localCpu);
    }
    const guesses = latencies.length;
    const picturesSettledMs = await quietAfter(local, PICTURES_QUIET_MS);
    const botCpuSettled = threadCpuMs(bot.pid);
    const drainByThread = differenceByName(threadCpuByNameMs(bot.pid), botThreadsPressing);
    const restCalls = local.requests.entries().length - before;
    pictures.stop();
    const lags = answered.map((press) => pictures.lagAfter(press.messageId, press.at));
    const pictureLag = distribution(lags.filter(Number.isFinite));
    const picturesMissing = lags.length - pictureLag.count;
    const pictureEdits = local.requests
      .entries()
      .slice(before)
      .filter((entry) => entry.method === 'PATCH' && entry.files.length > 0).length;
    const board = boardOfTheBurst(local, before);
    const guessAlone = await guessOneAtATime(local, world.guild.id, game, alice, bob);
    const redisCommands = await redisCommandsPerPress(
      local,
      world.guild.id,
      game,
      { a: alice, b: bob },
      redisUrl,
      prefix,
    );

    const redis = new Redis(redisUrl);
    const sample = (await redis.keys(`${prefix}game:*`)).slice(0, 50);
    // SAMPLES 0: count every field; the default samples a few and misses the game's JSON.
    const sizes = await Promise.all(sample.map((key) => redis.memory('USAGE', key, 'SAMPLES', 0)));
    const channelIndex = (await redis.keys(`${prefix}channel:*`))[0];
    const indexBytes = channelIndex ? Number(await redis.memory('USAGE', channelIndex)) : 0;
    const redisBytesPerGame =
      sizes.reduce<number>((sum, size) => sum + Number(size), 0) / sizes.length + indexBytes;
    const botRssMb = rssMb(bot.pid);
    const botPeakRssMb = peakRssMb(bot.pid);
    // `BENCH_BOT_SMAPS=<file>`: the bot's mappings after the run (near its peak), to see what holds it.
    if (process.env.BENCH_BOT_SMAPS && bot.pid)
      writeFileSync(process.env.BENCH_BOT_SMAPS, readFileSync(`/proc/${bot.pid}/smaps`));
    await deleteKeys(redis, prefix);
    redis.disconnect();
    await bot.kill('SIGTERM');
    // `BENCH_BOT_LOG=<file>`: the bot's whole output, e.g. with `BENCH_BOT_NODE_ARGS=--trace-gc`.
    if (process.env.BENCH_BOT_LOG) writeFileSync(process.env.BENCH_BOT_LOG, bot.output.join(''));
    const stopping = bot.output
      .join('')
      .split('\n')
      .find((line) => line.includes('"msg":"stopping"'));
    const memory = stopping ? (JSON.parse(stopping) as Record<string, number>) : null;
    const botMemory = memory
      ? `heap ${memory.heapUsedMiB} used / ${memory.heapTotalMiB} MiB, external ${memory.externalMiB} MiB`
      : 'not reported';

    const burstGc = readBurstGc(gcReport);
    rmSync(gcReport, { force: true });
    return {
      botMemory,
      burstGc,
      games,
      guesses,
      guessLatency: distribution(latencies),
      guessesPerSecond: (guesses / elapsedMs) * 1000,
      redisRoundTripsPerGuess: redisCommands.perGuess,
      redisSweepCommands: redisCommands.sweep,
      restCallsPerGuess: restCalls / guesses,
      pictureEditsPerGuess: pictureEdits / guesses,
      picturesSettledMs,
      pictureLag,
      picturesMissing,
      redisBytesPerGame,
      botRssMb,
      botPeakRssMb,
      botPeakRssPressingMb,
      botMainCpuPerGuessMs: (botCpuPressing.main - botCpuBefore.main) / guesses,
      botOtherCpuPerGuessMs: (botCpuPressing.others - botCpuBefore.others) / guesses,
      pressingCpuByThreadMs: differenceByName(botThreadsPressing, botThreadsBefore),
      picturesCpuByThreadMs: drainByThread,
      botCpuPerGuessWithPicturesMs:
        (botCpuSettled.main + botCpuSettled.others - botCpuBefore.main - botCpuBefore.others) / guesses,
      localDiscordCpuPerGuessMs: (localCpu.user + localCpu.system) / 1000 / guesses,
      localDiscordBusy: (localCpu.user + localCpu.system) / 1000 / elapsedMs,
      guessAlone,
      boardFloor: await measureFloor(local, world.guild.id, alice, guesses, board),
      tunedBoardFloor: await measureFloor(local, world.guild.id, alice, guesses, board, true),
      oneButtonFloor: await measureFloor(local, world.guild.id, alice, guesses, null),
      redisPing: await measureRedisPing(redisUrl, 2000),
    };
  } catch (error) {
    const log = join(tmpdir(), `rendezvous-bench-bot-${Date.now()}.log`);
    writeFileSync(log, bot.output.join(''));
    console.error(`The bot's log: ${log}`);
    throw error;
  } finally {
    await bot.kill();
    await local.close();
  }
}
