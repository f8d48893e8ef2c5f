import { type Logger, pino } from 'pino';

export type { Logger };

/**
 * Structured JSON logs. Tokens and interaction tokens are redacted; callers never log a key
 * card, a game's state or a message body (they log ids, versions and outcomes).
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'rendezvous' },
    redact: { paths: ['token', '*.token', 'authorization', '*.authorization'], censor: '[redacted]' },
  });
}
