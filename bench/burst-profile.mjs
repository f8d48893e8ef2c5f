// Preloaded (`--import`) into the bot, and imported by the benchmark itself, when
// BENCH_CPU_PROFILE names a directory: a CPU profile of the main thread between the two SIGUSR2
// the benchmark sends as the presses start and end, so a profile shows the burst and nothing else.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

const directory = process.env.BENCH_CPU_PROFILE;
if (isMainThread && directory) {
  const session = new Session();
  session.connect();
  let marks = 0;
  process.on('SIGUSR2', async () => {
    marks += 1;
    if (marks === 1) {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    }
    if (marks !== 2) return;
    const { profile } = await session.post('Profiler.stop');
    const role = process.argv[1]?.includes('bench') ? 'bench' : 'bot';
    writeFileSync(join(directory, `${role}-${process.pid}.cpuprofile`), JSON.stringify(profile));
  });
}
