import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: Linux reports thread CPU time in these ticks. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU milliseconds a process has used so far: its main thread (tid = pid) and all its other threads. */
export function threadCpuMs(pid: number | undefined): { main: number; others: number } {
  const total = { main: 0, others: 0 };
  if (!pid) return total;
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
    if (tid === String(pid)) total.main += ms;
    else total.others += ms;
  }
  return total;
}

/** Resident memory of a process now, in MiB. */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? Number.NaN) / 1024;
}
