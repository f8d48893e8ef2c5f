import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { publicView } from '../src/games/duet/engine/index.js';
import { finishedBoard, runningKey, wonGameStates } from '../src/games/duet/render/example-games.js';
import { renderBoardImage, renderGameOverImage, renderKeyImage } from '../src/games/duet/render/index.js';
import type { Language } from '../src/platform/i18n/languages.js';
import { type Distribution, distribution, ms } from './stats.js';

/**
 * `npx tsx bench/render-images.ts [games]`: CPU time and size per picture; asserts nothing.
 * Boards are drawn as players see them: every state of whole games, one move apart, many games
 * interleaved, so the band cache only helps as much as it would in the bot.
 */
const games = Number(process.argv[2] ?? 30);
const languages: readonly Language[] = ['en', 'ja', 'hu'];

interface Measured {
  cpu: Distribution;
  kilobytes: Distribution;
}

/**
 * The CPU time this thread spent per picture. The event loop turns between renders, as in the
 * bot: @napi-rs/canvas frees a canvas's pixels in a finalizer that only runs then.
 */
async function measure(renders: (() => Buffer)[]): Promise<Measured> {
  const cpu: number[] = [];
  const kilobytes: number[] = [];
  for (const render of renders) {
    const startCpu = process.cpuUsage();
    const image = render();
    const usage = process.cpuUsage(startCpu);
    cpu.push((usage.user + usage.system) / 1000);
    kilobytes.push(image.length / 1024);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { cpu: distribution(cpu), kilobytes: distribution(kilobytes) };
}

/** Game g's boards, one per move, interleaved with the other games' (as many tables play at once). */
function playedBoards(language: Language): (() => Buffer)[] {
  const sides = { A: 'Anna', B: 'Bence' };
  const boards = Array.from({ length: games }, (_, game) =>
    wonGameStates(language, `bench-${game}`).map((state) => publicView(state)),
  );
  const renders: (() => Buffer)[] = [];
  for (let move = 0; boards.some((game) => move < game.length); move++) {
    for (const game of boards) {
      const view = game[move];
      if (view) renders.push(() => renderBoardImage(view, language, { sides }));
    }
  }
  return renders;
}

const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(
  `${cpus().length} × ${cpus()[0]?.model ?? '?'} (load ${load}), Node ${process.version}, ${games} games per language\n`,
);
const firstStart = performance.now();
renderKeyImage(runningKey('en'), 'en');
console.log(`first render, fonts registered on the way: ${ms(performance.now() - firstStart)}\n`);

for (const language of languages) {
  const key = runningKey(language);
  const over = finishedBoard(language);
  const kinds: [string, (() => Buffer)[]][] = [
    ['board', playedBoards(language)],
    ['key', Array.from({ length: 50 }, () => () => renderKeyImage(key, language))],
    ['game over', Array.from({ length: 50 }, () => () => renderGameOverImage(over, language))],
  ];
  for (const [kind, renders] of kinds) {
    const { cpu, kilobytes } = await measure(renders);
    console.log(
      `${language} ${kind.padEnd(10)} cpu p50 ${ms(cpu.p50)} · p90 ${ms(cpu.p90)} · p99 ${ms(cpu.p99)} · ` +
        `${kilobytes.p50.toFixed(0)} KB p50, ${kilobytes.max.toFixed(0)} KB max (n=${cpu.count})`,
    );
  }
}
console.log(`\nRSS at the end: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
