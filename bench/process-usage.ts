import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** USER_HZ: Linux reports thread CPU time in these ticks. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Each thread of a process: its id, its name, and the CPU milliseconds it has used so far. */
function* threadsOf(pid: number): Generator<{ tid: string; name: string; ms: number }> {
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    // Fields after the ")" that closes the command name: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
    yield { tid, name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ms };
  }
}

/** CPU milliseconds a process has used so far: its main thread (tid = pid) and all its other threads. */
export function threadCpuMs(pid: number | undefined): { main: number; others: number } {
  const total = { main: 0, others: 0 };
  if (!pid) return total;
  for (const thread of threadsOf(pid)) {
    if (thread.tid === String(pid)) total.main += thread.ms;
    else total.others += thread.ms;
  }
  return total;
}

/**
 * CPU milliseconds a process has used so far, summed by thread name: "main", "WorkerThread"
 * (worker threads: pictures, the clue judge), "V8Worker" (V8's helpers: collections, compiling)…
 */
export function threadCpuByNameMs(pid: number | undefined): Map<string, number> {
  const byName = new Map<string, number>();
  if (!pid) return byName;
  for (const thread of threadsOf(pid)) {
    const name = thread.tid === String(pid) ? 'main' : thread.name;
    byName.set(name, (byName.get(name) ?? 0) + thread.ms);
  }
  return byName;
}

function statusMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  if (!pid) return Number.NaN;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return Number(line?.[1] ?? Number.NaN) / 1024;
}

/** Resident memory of a process now, in MiB. */
export function rssMb(pid: number | undefined): number {
  return statusMb(pid, 'VmRSS');
}

/** The most resident memory a process has had since it started, in MiB. */
export function peakRssMb(pid: number | undefined): number {
  return statusMb(pid, 'VmHWM');
}

/**
 * Moves this process (every thread: the local Discord, the driver) off the cores the bots are
 * pinned to, so the bot and the floor each have their core to themselves, as they would beside
 * the real Discord. Does nothing where every core is the bots' (one core) or taskset is missing.
 */
export function keepOffCores(botCpus: string): void {
  const taken = new Set(
    botCpus.split(',').flatMap((part) => {
      const [first, last = first] = part.split('-').map(Number);
      return Array.from({ length: (last ?? 0) - (first ?? 0) + 1 }, (_, i) => (first ?? 0) + i);
    }),
  );
  const others = Array.from({ length: availableParallelism() }, (_, cpu) => cpu).filter(
    (cpu) => !taken.has(cpu),
  );
  if (others.length === 0) return;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', others.join(','), String(process.pid)], { stdio: 'ignore' });
  } catch {
    // Without taskset the run goes on unpinned, as before.
  }
}
