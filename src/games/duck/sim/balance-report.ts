/**
 * Duck! Duck! Go! balance: races scripted players on every named set-up and writes what it finds
 * to docs/duck-balance.md. `npm run duck:balance -- --races 10000` (the default); `--setups a,b`
 * and `--configs a,b` narrow it down, `--no-write` only prints.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { movementCards } from '../deck.js';
import { duckSetups } from '../setups.js';
import type { PlayerLevel } from './player.js';
import { scriptedPlayers } from './players/index.js';
import { simulateRace } from './simulate.js';
import {
  addRace,
  emptyTally,
  meanRounds,
  mergeTallies,
  type RaceTally,
  roundsPercentile,
  shareOfFair,
} from './tally.js';

/** The player levels by seat; race `i` turns them round by `i` seats, so every seat plays each in turn. */
const configurations: Record<string, { title: string; levels: PlayerLevel[]; ducksPerPlayer?: 1 | 2 }> = {
  'greedy-2': { title: '2 greedy players, two ducks each', levels: ['greedy', 'greedy'] },
  'greedy-3': { title: '3 greedy players, two ducks each', levels: ['greedy', 'greedy', 'greedy'] },
  'beginner-2': {
    title: '2 greedy players, one duck each (beginner)',
    levels: ['greedy', 'greedy'],
    ducksPerPlayer: 1,
  },
  'beginner-3': {
    title: '3 greedy players, one duck each (beginner)',
    levels: ['greedy', 'greedy', 'greedy'],
    ducksPerPlayer: 1,
  },
  'mixed-4': {
    title: '4 players: lookahead, 2 greedy, random',
    levels: ['lookahead', 'greedy', 'greedy', 'random'],
  },
  'mixed-6': {
    title: '6 players: 2 lookahead, 3 greedy, random',
    levels: ['lookahead', 'greedy', 'lookahead', 'greedy', 'greedy', 'random'],
  },
  'lookahead-random': { title: 'lookahead against random, two ducks each', levels: ['lookahead', 'random'] },
};
const ROUND_CAP = 60;
/** The most a seat or a placing position may win against its fair share. */
const FAIRNESS_LIMIT = 1.2;

interface Job {
  setup: string;
  configuration: string;
  from: number;
  to: number;
}

function runJob({ setup, configuration, from, to }: Job): RaceTally {
  const board = duckSetups.find((entry) => entry.id === setup)?.board;
  const levels = configurations[configuration]?.levels;
  const ducksPerPlayer = configurations[configuration]?.ducksPerPlayer;
  if (!board || !levels) throw new RangeError(`no ${setup} / ${configuration}`);
  const tally = emptyTally(levels.length);
  for (let race = from; race < to; race += 1) {
    const seated = levels.map((_level, seat) => levels[(seat + race) % levels.length] as PlayerLevel);
    const record = simulateRace({
      board,
      deck: movementCards,
      players: seated.map((level) => scriptedPlayers[level]),
      ...(ducksPerPlayer ? { ducksPerPlayer } : {}),
      seed: `${setup}:${configuration}:${race}`,
      roundCap: ROUND_CAP,
    });
    addRace(tally, record, seated);
  }
  return tally;
}

async function main() {
  const { values } = parseArgs({
    options: {
      races: { type: 'string', default: '10000' },
      setups: { type: 'string' },
      configs: { type: 'string' },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const races = Number(values.races);
  const setups = values.setups?.split(',') ?? duckSetups.map((setup) => setup.id);
  const chosen = values.configs?.split(',') ?? Object.keys(configurations);
  const threads = Math.max(1, Math.min(2, availableParallelism()));
  const chunk = Math.ceil(races / threads);
  const started = Date.now();
  const results = new Map<string, RaceTally>();
  const jobs: Job[] = setups.flatMap((setup) =>
    chosen.flatMap((configuration) =>
      Array.from({ length: threads }, (_, part) => ({
        setup,
        configuration,
        from: part * chunk,
        to: Math.min(races, (part + 1) * chunk),
      })),
    ),
  );
  await runOnWorkers(jobs, threads, (job, tally) => {
    const key = `${job.setup}/${job.configuration}`;
    const known = results.get(key);
    results.set(key, known ? mergeTallies(known, tally) : tally);
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const report = reportOf(setups, chosen, results, races, seconds);
  console.log(report);
  if (!values['no-write'])
    writeFileSync(new URL('../../../../docs/duck-balance.md', import.meta.url), report);
}

/** A worker running this file, TypeScript and all, through tsx. */
const typescriptWorker = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`;

function runOnWorkers(jobs: Job[], threads: number, done: (job: Job, tally: RaceTally) => void) {
  const queue = [...jobs];
  return Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(typescriptWorker, { eval: true });
          let current: Job | undefined;
          const next = () => {
            current = queue.shift();
            worker.postMessage(current ?? null);
            if (!current) resolve();
          };
          worker.on('message', (tally: RaceTally) => {
            if (current) done(current, tally);
            next();
          });
          worker.on('error', reject);
          next();
        }),
    ),
  );
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const ratio = (value: number) => value.toFixed(2);

function reportOf(
  setups: string[],
  chosen: string[],
  results: Map<string, RaceTally>,
  races: number,
  seconds: number,
): string {
  const lines: string[] = [];
  const unfair: string[] = [];
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}`;
  lines.push(
    '# Duck! Duck! Go! balance',
    '',
    'Made by `npm run duck:balance -- --races ' +
      races +
      '` (src/games/duck/sim/balance-report.ts) on ' +
      new Date().toISOString().slice(0, 10) +
      `, ${machine}, in ${seconds} s. Scripted players (src/games/duck/sim) race every named set-up;`,
    `every race is seeded, so the same command gives the same figures. A race stops unfinished after ${ROUND_CAP} rounds.`,
    'Seats take turns at the player levels (race *i* turns the line-up round by *i* seats), and the placing',
    'order comes from the revealed cards, so a fair game gives each seat and each placing position 1.00 of',
    `its fair share (wins × seats ÷ finished races). The goal: none above ${FAIRNESS_LIMIT.toFixed(2)}, and races of about 8–20 rounds.`,
    '',
    '## How the set-ups were tuned',
    '',
    'The first placer takes the best start square, so a set-up is fair when its best start squares are equally',
    'good: the tiles of each set-up were turned, swapped and flipped until at least eight start squares (the',
    'lily pond: three, with six more one square behind) share the shortest swim round the buoys to the drain,',
    'teleports counted (src/games/duck/sim/course.ts). The buoy tiles carry three start squares a side so',
    'the small ponds have spares for six ducks. The movement cards were left as they are: races already',
    'last about 8–14 rounds on average.',
    '',
    'The players: `random` plays any legal move; `greedy` takes the card, route, facing and jump that',
    'leave its duck the shortest swim, extra moves after a buoy counted; `lookahead` also weighs what its',
    'other cards can make of the position next round, and shies from routes past ducks that may move first.',
    "Each sees only its seat's view (the table and its own hand).",
    '',
  );
  for (const configuration of chosen) {
    const { title, levels } = configurations[configuration] ?? { title: configuration, levels: [] };
    lines.push(`## ${title} (\`${configuration}\`, ${races} races per set-up)`, '');
    lines.push(
      '| set-up | rounds mean | p50 | p90 | unfinished | wins by seat (× fair) | wins by placing (× fair) | bonks | teleports | chains | ' +
        'win rate by level |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const setup of setups) {
      const tally = results.get(`${setup}/${configuration}`);
      if (!tally) continue;
      const bySeat = shareOfFair(tally.winsBySeat, tally);
      const byPlacing = shareOfFair(tally.winsByPlacing, tally);
      const worst = Math.max(...bySeat, ...byPlacing);
      if (worst > FAIRNESS_LIMIT) unfair.push(`${setup} / ${configuration}: ${ratio(worst)}`);
      const perRace = (count: number) => (count / tally.races).toFixed(1);
      const byLevel = Object.entries(tally.levels)
        .map(([level, entry]) => `${level} ${percent(entry.wins / Math.max(1, entry.seats))}`)
        .join(', ');
      lines.push(
        `| ${setup} | ${meanRounds(tally).toFixed(1)} | ${roundsPercentile(tally, 0.5)} | ${roundsPercentile(tally, 0.9)} | ` +
          `${percent(tally.unfinished / tally.races)} | ${bySeat.map(ratio).join(' ')} | ${byPlacing.map(ratio).join(' ')} | ` +
          `${perRace(tally.bonks)} | ${perRace(tally.teleports)} | ${perRace(tally.chains)} | ${byLevel} |`,
      );
    }
    lines.push(
      '',
      `Fair share per seat: ${percent(1 / Math.max(1, levels.length))} of the finished races.`,
      '',
    );
  }
  lines.push(
    '## Verdict',
    '',
    unfair.length === 0
      ? `No seat and no placing position wins more than ${FAIRNESS_LIMIT.toFixed(2)}× its fair share on any set-up.`
      : `Above ${FAIRNESS_LIMIT.toFixed(2)}× the fair share: ${unfair.join('; ')}.`,
    '',
  );
  return lines.join('\n');
}

if (!isMainThread) {
  parentPort?.on('message', (job: Job | null) => {
    if (job === null) process.exit(0);
    parentPort?.postMessage(runJob(job));
  });
} else {
  await main();
}
