import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from '../../src/platform/log.js';

/** A real pino logger whose lines are kept, so tests can scan what the bot logged. */
export function captureLogger(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'debug' }, sink), lines };
}
