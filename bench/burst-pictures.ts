import { performance } from 'node:perf_hooks';
import { renderBoardImage } from '../src/games/duet/render/index.js';
import { boardAt, playedGames } from './played-boards.js';
import { threadCpuByNameMs } from './process-usage.js';
import { distribution, ms } from './stats.js';

/**
 * `npx tsx bench/burst-pictures.ts [games] [moves]`: the pictures a burst leaves to draw. Each
 * game's board is drawn once, then again `moves` moves later (most of its rows changed), as the
 * bot draws each game's newest state after a burst; times the second pictures. Asserts nothing.
 */
const games = Number(process.argv[2] ?? 200);
const moves = Number(process.argv[3] ?? 9);
const sides = { A: 'Anna', B: 'Bence' };
const played = playedGames(games, 'burst');
const settle = () => new Promise((resolve) => setImmediate(resolve));
for (const states of played) {
  renderBoardImage(boardAt(states, 0), 'en', { sides });
  await settle();
}
const cpu: number[] = [];
const bytes: number[] = [];
const started = performance.now();
const startCpu = process.cpuUsage();
const threadsBefore = threadCpuByNameMs(process.pid);
for (const states of played) {
  const view = boardAt(states, moves);
  const before = process.cpuUsage();
  const image = renderBoardImage(view, 'en', { sides });
  const used = process.cpuUsage(before);
  cpu.push((used.user + used.system) / 1000);
  bytes.push(image.length / 1024);
  await settle();
}
const total = process.cpuUsage(startCpu);
const cpuMs = distribution(cpu);
console.log(
  `${games} pictures after ${moves} moves: cpu p50 ${ms(cpuMs.p50)} · p90 ${ms(cpuMs.p90)}, ` +
    `${((total.user + total.system) / 1000 / games).toFixed(2)} ms a picture with collections, ` +
    `${((performance.now() - started) / games).toFixed(2)} ms wall, ${distribution(bytes).p50.toFixed(0)} KB p50`,
);
const threads = [...threadCpuByNameMs(process.pid)]
  .map(([name, total]) => [name, total - (threadsBefore.get(name) ?? 0)] as const)
  .filter(([, spent]) => spent > 0)
  .map(([name, spent]) => `${name} ${(spent / games).toFixed(2)}`);
console.log(`CPU a picture by thread: ${threads.join(', ')} ms`);
