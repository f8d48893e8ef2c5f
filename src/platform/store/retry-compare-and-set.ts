/** What one attempt saw: the record (or none) and the version a write must expect. */
export interface Snapshot<Value> {
  value: Value;
  version: number;
}

export type RetryOutcome<Value, Result> =
  | { kind: 'written'; value: Value; version: number; result: Result }
  | { kind: 'refused'; result: Result }
  | { kind: 'missing' }
  | { kind: 'contended' };

/**
 * Read, change, compare-and-set, and again from a fresh read when another writer got in first:
 * the one retry loop behind every stored change (games and documents alike). `change` is pure
 * and may run more than once; returning `value: null` refuses and writes nothing.
 */
export async function retryCompareAndSet<Value, Result>(options: {
  attempts: number;
  read(): Promise<Snapshot<Value> | null>;
  change(value: Value): { value: Value | null; result: Result };
  write(
    expectedVersion: number,
    value: Value,
  ): Promise<{ ok: true; version: number } | { ok: false; missing: boolean }>;
}): Promise<RetryOutcome<Value, Result>> {
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    const current = await options.read();
    if (!current) return { kind: 'missing' };
    const { value, result } = options.change(current.value);
    if (value === null) return { kind: 'refused', result };
    const written = await options.write(current.version, value);
    if (written.ok) return { kind: 'written', value, version: written.version, result };
    if (written.missing) return { kind: 'missing' };
  }
  return { kind: 'contended' };
}
