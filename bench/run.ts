import { cpus, totalmem } from 'node:os';
import { type BurstGc, runGameLoad, WARM_UP } from './game-load.js';
import { loadGames } from './load-tables.js';
import { formatDistribution } from './stats.js';

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
const rows: [string, string][] = [
  ['guess, one at a time', formatDistribution(result.guessAlone)],
  ['floor, one at a time', formatDistribution(result.floorAlone)],
  ['guess ÷ floor, one at a time (p50)', ratio(result.guessAlone.p50, result.floorAlone.p50)],
  [`guess, ${result.games} games at once`, formatDistribution(result.guessLatency)],
  ['floor: fixed type-7 bot, same load', formatDistribution(result.floorLatency)],
  [
    'guess ÷ floor (p50 / p90 / p99)',
    [
      ratio(result.guessLatency.p50, result.floorLatency.p50),
      ratio(result.guessLatency.p90, result.floorLatency.p90),
      ratio(result.guessLatency.p99, result.floorLatency.p99),
    ].join(' / '),
  ],
  ['bare Redis round trip (PING)', formatDistribution(result.redisPing)],
  ['guesses per second', result.guessesPerSecond.toFixed(0)],
  ['Redis commands per guess', result.redisRoundTripsPerGuess.toFixed(2)],
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
  ['floor CPU per press (all threads)', `${result.floorCpuPerPressMs.toFixed(2)} ms`],
  [
    'local Discord CPU per press: guess / floor',
    `${result.localDiscordCpuPerGuessMs.toFixed(2)} / ${result.floorLocalDiscordCpuPerPressMs.toFixed(2)} ms`,
  ],
  [
    'local Discord busy while pressing: guess / floor',
    `${percent(result.localDiscordBusy)} / ${percent(result.floorLocalDiscordBusy)} of a core`,
  ],
  ['bot GC while pressing (main thread)', describeGc(result.burstGc, result.guesses)],
  ['Redis memory per live game', `${(result.redisBytesPerGame / 1024).toFixed(1)} KiB`],
  ['bot RSS after the run', `${result.botRssMb.toFixed(0)} MiB (${result.botMemory})`],
  ['bot peak RSS during the run', `${result.botPeakRssMb.toFixed(0)} MiB`],
];
for (const [name, value] of rows) console.log(`${name.padEnd(42)} ${value}`);
process.exit(0);
