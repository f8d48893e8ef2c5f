import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { finishedBoard, runningBoard, runningKey } from '../src/games/duet/render/example-games.js';
import { renderBoardImage, renderGameOverImage, renderKeyImage } from '../src/games/duet/render/index.js';
import type { Language } from '../src/platform/i18n/languages.js';
import { distribution, ms } from './stats.js';

/** `npx tsx bench/render-images.ts [renders]`: render time and PNG size per image kind; asserts nothing. */
const renders = Number(process.argv[2] ?? 200);
const languages: readonly Language[] = ['en', 'ja', 'hu'];

/**
 * Wall time, and the CPU time this process spent. The event loop turns between renders, as in the
 * bot: @napi-rs/canvas frees a canvas's pixels in a finalizer that only runs then.
 */
async function measure(render: () => Buffer) {
  let image = render();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < renders; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    image = render();
    const usage = process.cpuUsage(startCpu);
    wall.push(performance.now() - start);
    cpu.push((usage.user + usage.system) / 1000);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { wall: distribution(wall), cpu: distribution(cpu), kilobytes: image.length / 1024 };
}

const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(
  `${cpus().length} × ${cpus()[0]?.model ?? '?'} (load ${load}), Node ${process.version}, ${renders} renders each\n`,
);
const firstStart = performance.now();
renderBoardImage(runningBoard('en'), 'en');
console.log(`first render, fonts registered on the way: ${ms(performance.now() - firstStart)}\n`);

for (const language of languages) {
  const board = runningBoard(language);
  const key = runningKey(language);
  const over = finishedBoard(language);
  const kinds: [string, () => Buffer][] = [
    ['board', () => renderBoardImage(board, language, { sides: { A: 'Anna', B: 'Bence' } })],
    ['key', () => renderKeyImage(key, language)],
    ['game over', () => renderGameOverImage(over, language)],
  ];
  for (const [kind, render] of kinds) {
    const { wall, cpu, kilobytes } = await measure(render);
    console.log(
      `${language} ${kind.padEnd(10)} wall p50 ${ms(wall.p50)} · p99 ${ms(wall.p99)} · ` +
        `cpu p50 ${ms(cpu.p50)} · p99 ${ms(cpu.p99)} · ${kilobytes.toFixed(0)} KB`,
    );
  }
}
console.log(`\nRSS at the end: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
