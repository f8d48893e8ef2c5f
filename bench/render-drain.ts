// First: the heap settings the bot sets for itself, before anything allocates.
import '../src/platform/v8-heap.js';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { imageRuntimeEnvironment } from '../dev/image-environment.js';
import { createRenderService } from '../src/platform/render/render-service.js';
import { boardAt, playedGames } from './played-boards.js';
import { peakRssMb, threadCpuByNameMs } from './process-usage.js';

/**
 * `npx tsx bench/render-drain.ts [games] [rounds]`: the pictures a burst leaves behind, drawn by
 * the bot's own render service (one thread, as the bot runs it) in the image's runtime settings
 * (NODE_OPTIONS, the C allocator's); prints time, CPU by thread and peak RSS, asserts nothing.
 * Each round asks for every game's board a few moves on, all at once. About 15 s where the
 * 500-game benchmark takes 90: a quick A/B for V8 and allocator settings, e.g.
 * `BENCH_NODE_ARGS='--incremental-marking-soft-trigger=50' npx tsx bench/render-drain.ts`.
 */
const games = Number(process.argv[2] ?? 500);
const rounds = Number(process.argv[3] ?? 4);
const MOVES_A_ROUND = 3;
const CHILD = 'RENDER_DRAIN_CHILD';

if (!process.env[CHILD]) {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const { status } = spawnSync(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', fileURLToPath(import.meta.url), String(games), String(rounds)],
    { stdio: 'inherit', env: { ...process.env, ...imageRuntimeEnvironment(), [CHILD]: '1' } },
  );
  process.exit(status ?? 1);
}

const render = createRenderService({
  threads: 1,
  maxQueue: games,
  taskTimeoutMs: 60_000,
  cacheBytes: 8 * 2 ** 20,
});
const module = new URL('../src/games/duet/render/render-task.ts', import.meta.url);
const played = playedGames(games, 'drain');
// The thread's start-up and the first pictures (fonts, caches) are not the drain's.
await render.render({
  key: 'warm',
  module,
  task: { kind: 'board', view: boardAt(played[0] ?? [], 0), language: 'en' },
});
const cpuBefore = threadCpuByNameMs(process.pid);
const started = performance.now();
for (let round = 1; round <= rounds; round++) {
  await Promise.all(
    played.map((states, game) =>
      render.render({
        key: `${game}-${round}`,
        module,
        task: { kind: 'board', view: boardAt(states, round * MOVES_A_ROUND), language: 'en' },
      }),
    ),
  );
}
const elapsed = performance.now() - started;
const cpu = threadCpuByNameMs(process.pid);
const pictures = games * rounds;
const byThread = [...cpu]
  .map(([name, ms]) => [name, ms - (cpuBefore.get(name) ?? 0)] as const)
  .filter(([, ms]) => ms >= 10)
  .sort((a, b) => b[1] - a[1])
  .map(([name, ms]) => `${name} ${(ms / pictures).toFixed(2)}`)
  .join(', ');
console.log(`${pictures} boards (${games} games × ${rounds} rounds) through one render thread`);
console.log(`wall per picture             ${(elapsed / pictures).toFixed(2)} ms`);
console.log(`CPU per picture, by thread   ${byThread} ms`);
console.log(`peak RSS                     ${Math.round(peakRssMb(process.pid))} MiB`);
await render.close();
