// Preloaded into the bot by the game-load benchmark (`--import`): V8's own account of the main
// thread's garbage collection while the presses run, between the two SIGUSR2 the benchmark sends
// as they start and end, written as JSON to BENCH_GC_REPORT. Promoted bytes depend on what each
// press keeps alive, not on how fast the machine happens to be, so they compare across runs.
import { writeFileSync } from 'node:fs';
import { GCProfiler } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const report = process.env.BENCH_GC_REPORT;
if (isMainThread && report) {
  const profiler = new GCProfiler();
  let marks = 0;
  process.on('SIGUSR2', () => {
    marks += 1;
    if (marks === 1) profiler.start();
    if (marks !== 2) return;
    const { statistics } = profiler.stop();
    const oldSpaceUsed = (heap) =>
      heap.heapSpaceStatistics.find((space) => space.spaceName === 'old_space')?.spaceUsedSize ?? 0;
    const scavenges = statistics.filter((gc) => gc.gcType === 'Scavenge');
    writeFileSync(
      report,
      JSON.stringify({
        scavenges: scavenges.length,
        markCompacts: statistics.filter((gc) => gc.gcType === 'MarkSweepCompact').length,
        promotedBytes: scavenges.reduce(
          (sum, gc) => sum + oldSpaceUsed(gc.afterGC) - oldSpaceUsed(gc.beforeGC),
          0,
        ),
        pauseMs: statistics.reduce((sum, gc) => sum + gc.cost, 0) / 1000,
        peakOldSpaceBytes: Math.max(0, ...statistics.map((gc) => oldSpaceUsed(gc.beforeGC))),
      }),
    );
  });
}
