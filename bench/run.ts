import { cpus, totalmem } from 'node:os';
import { type BurstGc, type FloorResult, runGameLoad, WARM_UP } from './game-load.js';
import { loadGames } from './load-tables.js';
import { type Distribution, formatDistribution } from './stats.js';

/** `npm run bench [games]`: prints numbers, asserts nothing. */
const games = Number(process.argv[2] ?? process.env.BENCH_GAMES ?? 1000);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** `BENCH_GAME=codenames npm run bench`: classic Codenames presses, against the same floor. */
const game = loadGames.find((name) => name === (process.env.BENCH_GAME ?? 'duet'));
if (!game) throw new Error(`BENCH_GAME must be one of ${loadGames.join(', ')}`);

console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
console.log(`${game} load: ${games} concurrent games, each guessing 9 agents, against ${redisUrl}`);
console.log(`both bots measured warm: each answers ${WARM_UP.toLocaleString('en')} presses first\n`);
const result = await runGameLoad(games, redisUrl, game);
const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const describeGc = (gc: BurstGc | null, guesses: number) =>
  gc
    ? `${gc.scavenges} young + ${gc.markCompacts} full collections, ${gc.pauseMs.toFixed(0)} ms; ` +
      `${megabytes(gc.promotedBytes)} promoted (${(gc.promotedBytes / guesses / 1024).toFixed(0)} KiB a guess), ` +
      `old space peak ${megabytes(gc.peakOldSpaceBytes)}`
    : 'not reported';
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;
const percent = (share: number) => `${Math.round(share * 100)}%`;
const ratios = (value: Distribution, floor: Distribution) =>
  [ratio(value.p50, floor.p50), ratio(value.p90, floor.p90), ratio(value.p99, floor.p99)].join(' / ');
const { boardFloor, tunedBoardFloor, oneButtonFloor } = result;
const milliseconds = (ms: number) => ms.toFixed(2);
const eachFloor = (figure: (floor: FloorResult) => number, format: (value: number) => string) =>
  [boardFloor, tunedBoardFloor, oneButtonFloor].map((floor) => format(figure(floor))).join(' / ');
const byThread = (cpu: Map<string, number>) =>
  [...cpu]
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
    .join(', ');
const rows: [string, string][] = [
  ['guess, one at a time', formatDistribution(result.guessAlone)],
  ['floor, one at a time', formatDistribution(boardFloor.alone)],
  ['guess ÷ floor, one at a time (p50)', ratio(result.guessAlone.p50, boardFloor.alone.p50)],
  [`guess, ${result.games} games at once`, formatDistribution(result.guessLatency)],
  ['floor: fixed type-7 bot, same board & load', formatDistribution(boardFloor.latency)],
  ['guess ÷ floor (p50 / p90 / p99)', ratios(result.guessLatency, boardFloor.latency)],
  ["tuned floor (the bot's transport), same load", formatDistribution(tunedBoardFloor.latency)],
  ['guess ÷ tuned floor (p50 / p90 / p99)', ratios(result.guessLatency, tunedBoardFloor.latency)],
  ['one-button floor, same load', formatDistribution(oneButtonFloor.latency)],
  ['guess ÷ one-button floor (p50 / p90 / p99)', ratios(result.guessLatency, oneButtonFloor.latency)],
  ['bare Redis round trip (PING)', formatDistribution(result.redisPing)],
  ['guesses per second', result.guessesPerSecond.toFixed(0)],
  [
    'Redis commands per guess',
    result.redisRoundTripsPerGuess.toFixed(2) +
      (result.redisSweepCommands > 0
        ? ` (${result.redisSweepCommands} commands of the bot's periodic sweep set apart)`
        : ''),
  ],
  ['Discord REST calls per guess (all)', result.restCallsPerGuess.toFixed(2)],
  ['picture edits per guess (coalesced)', result.pictureEditsPerGuess.toFixed(2)],
  [
    'picture lag: answer → new picture',
    `${formatDistribution(result.pictureLag)}, none after ${result.picturesMissing}`,
  ],
  ['pictures up to date after the last press', `${(result.picturesSettledMs / 1000).toFixed(1)} s`],
  [
    'bot CPU per guess: main / other threads',
    `${result.botMainCpuPerGuessMs.toFixed(2)} / ${result.botOtherCpuPerGuessMs.toFixed(2)} ms while pressing, ` +
      `${result.botCpuPerGuessWithPicturesMs.toFixed(2)} ms in all until the pictures settled`,
  ],
  ['bot CPU while pressing, by thread', byThread(result.pressingCpuByThreadMs)],
  ['bot CPU after the last press, by thread', byThread(result.picturesCpuByThreadMs)],
  [
    'floor CPU per press: board / tuned / one button',
    `${eachFloor((floor) => floor.cpuPerPressMs, milliseconds)} ms`,
  ],
  [
    'local Discord CPU a press: guess / floors',
    `${milliseconds(result.localDiscordCpuPerGuessMs)} / ${eachFloor((floor) => floor.localCpuPerPressMs, milliseconds)} ms`,
  ],
  [
    'local Discord busy: guess / floors',
    `${percent(result.localDiscordBusy)} / ${eachFloor((floor) => floor.localBusy, percent)} of a core`,
  ],
  ['bot GC while pressing (main thread)', describeGc(result.burstGc, result.guesses)],
  ['Redis memory per live game', `${(result.redisBytesPerGame / 1024).toFixed(1)} KiB`],
  ['bot RSS after the run', `${result.botRssMb.toFixed(0)} MiB (${result.botMemory})`],
  ['bot peak RSS during the run', `${result.botPeakRssMb.toFixed(0)} MiB`],
  ['… of which reached by the last answer', `${result.botPeakRssPressingMb.toFixed(0)} MiB`],
];
for (const [name, value] of rows) console.log(`${name.padEnd(44)} ${value}`);
process.exit(0);
