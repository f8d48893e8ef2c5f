import { once } from 'node:events';
import { connect } from 'node:net';

export interface CommandCount {
  /** Client commands that touched the prefix. */
  counted: number;
  /** Of those, the ones `setApart` picked (not in `counted`). */
  setApart: number;
}

/**
 * Counts the commands that touch `prefix` while `work` runs, from Redis's MONITOR stream. Commands
 * a script runs inside Redis are listed too (source "lua"): only client commands are round trips.
 * `setApart` picks lines counted on their own (background work that is not what `work` causes).
 *
 * Read from a bare socket: ioredis enters monitor mode a microtask after MONITOR's "+OK", so a
 * command another client sends in that instant arrives as a reply nobody asked for and throws
 * "Command queue state error" out of the benchmark.
 */
export async function countRedisCommands(
  url: string,
  prefix: string,
  work: () => Promise<void>,
  setApart: (line: string) => boolean = () => false,
): Promise<CommandCount> {
  const { hostname, port, username, password } = new URL(url);
  const socket = connect(Number(port || 6379), hostname || '127.0.0.1');
  await once(socket, 'connect');
  socket.setEncoding('utf8');
  let count = 0;
  let apart = 0;
  let partial = '';
  // AUTH (when the URL has a password) and MONITOR each answer "+OK"; the stream follows.
  const credentials = password
    ? [decodeURIComponent(username || 'default'), decodeURIComponent(password)]
    : null;
  let okAwaited = credentials ? 2 : 1;
  let started = false;
  let onStarted: (error?: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    onStarted = (error) => (error ? reject(error) : resolve());
  });
  socket.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\r\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (started) {
        // `+1700000000.123456 [0 127.0.0.1:5555] "evalsha" …`, or `[0 lua]` inside a script.
        if (!line.includes(prefix) || /^\+[\d.]+ \[\d+ lua\]/.test(line)) continue;
        if (setApart(line)) apart += 1;
        else count += 1;
      } else if (line.startsWith('-')) {
        onStarted(new Error(`Redis refused MONITOR: ${line.slice(1)}`));
      } else if (line === '+OK' && --okAwaited === 0) {
        started = true;
        onStarted();
      }
    }
  });
  if (credentials) socket.write(`AUTH ${credentials.join(' ')}\r\n`);
  socket.write('MONITOR\r\n');
  await ready;
  await work();
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.destroy();
  return { counted: count, setApart: apart };
}
