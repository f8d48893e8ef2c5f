import type { Logger } from '../log.js';
import { isStoreUnavailable } from './store-errors.js';

/**
 * A write that timed out was sent: the store may still run it (a stalled Redis runs the commands
 * waiting in its socket once it resumes). "Nothing changed" would then be a lie.
 */
function mayHaveBeenWritten(error: unknown): boolean {
  return error instanceof Error && error.message.includes('Command timed out');
}

/** The store did not answer long enough to tell whether a write happened. */
export class StoreOutcomeUnknownError extends Error {
  override readonly name = 'StoreOutcomeUnknownError';
  constructor(what: string, cause: unknown) {
    super(`could not tell whether the write to ${what} happened`, { cause });
  }
}

/** A stored record as far as settling a write goes: games and documents alike. */
interface Versioned {
  version: number;
  data: unknown;
}

export type SettledWrite<Stored extends Versioned> =
  | { kind: 'written'; stored: Stored }
  /** The record as read back: still at the expected version, or moved on by another writer. */
  | { kind: 'not-written'; current: Stored }
  | { kind: 'missing' };

/** A compare-and-set whose outcome may have to be read back. */
export interface UnknownWrite<Stored extends Versioned> {
  /** Names the record in logs and errors, e.g. "game abc". */
  what: string;
  read: () => Promise<Stored | null>;
  expectedVersion: number;
  data: unknown;
}

/** How long a write's outcome is looked for: the press was deferred, and its token lasts 15 minutes. */
const SETTLE_WITHIN_MS = 10_000;
/** Between two reads that failed at once (a refused connection), so they do not spin. */
const READ_AGAIN_AFTER_MS = 200;

const sameJson = (stored: unknown, written: unknown) =>
  JSON.stringify(stored) === JSON.stringify(written ?? null);

/**
 * Reads the record until the store answers, to learn whether a compare-and-set that timed out
 * happened: the record one version on with exactly the data written means it did. A read on the
 * same connection runs after the write it follows, so a record still at the expected version
 * means the write never will. Any other record is someone else's write: not ours.
 */
export async function settleUnknownWrite<Stored extends Versioned>(
  write: UnknownWrite<Stored>,
  cause: unknown,
  withinMs = SETTLE_WITHIN_MS,
): Promise<SettledWrite<Stored>> {
  const giveUpAt = Date.now() + withinMs;
  while (Date.now() < giveUpAt) {
    const started = Date.now();
    let current: Stored | null;
    try {
      current = await write.read();
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      const waited = Date.now() - started;
      if (waited < READ_AGAIN_AFTER_MS)
        await new Promise((resolve) => setTimeout(resolve, READ_AGAIN_AFTER_MS - waited));
      continue;
    }
    if (!current) return { kind: 'missing' };
    if (current.version === write.expectedVersion + 1 && sameJson(current.data, write.data))
      return { kind: 'written', stored: current };
    return { kind: 'not-written', current };
  }
  throw new StoreOutcomeUnknownError(write.what, cause);
}

/**
 * What a store's compare-and-set that failed with `error` really did: one that timed out is
 * settled by reading its record back (a write found done is a write done); any other failure
 * is thrown again as it was. Called from the store's catch, so a press that went well pays nothing.
 */
export async function settleIfTimedOut<Stored extends Versioned>(
  error: unknown,
  write: UnknownWrite<Stored>,
  log?: Pick<Logger, 'warn'>,
): Promise<SettledWrite<Stored>> {
  if (!mayHaveBeenWritten(error)) throw error;
  const settled = await settleUnknownWrite(write, error);
  log?.warn({ what: write.what, outcome: settled.kind }, 'timed-out write settled');
  return settled;
}
