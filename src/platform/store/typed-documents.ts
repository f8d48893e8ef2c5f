import type { z } from 'zod';
import type { DocumentStore } from './document-store.js';
import { retryCompareAndSet } from './retry-compare-and-set.js';

const WRITE_ATTEMPTS = 10;

/**
 * One collection of long-lived documents of one shape: every read validated by `schema` (a
 * record that does not parse is treated as none), every change a compare-and-set retried when a
 * concurrent write got in first.
 */
export function typedDocuments<Value extends object>(collection: string, schema: z.ZodType<Value>) {
  const parse = (data: unknown): Value | null => {
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  };
  const load = async (documents: DocumentStore, scope: string, id: string): Promise<Value | null> => {
    const stored = await documents.get(collection, scope, id);
    return stored ? parse(stored.data) : null;
  };
  return {
    load,
    create: (documents: DocumentStore, scope: string, id: string, value: Value) =>
      documents.create(collection, scope, id, value),
    /** Creates or replaces, whatever the stored version (an import). */
    put: async (documents: DocumentStore, scope: string, id: string, value: Value): Promise<void> => {
      await documents.put(collection, scope, id, value);
    },
    async list(documents: DocumentStore, scope: string): Promise<Value[]> {
      const ids = await documents.list(collection, scope);
      const values: (Value | null)[] = await Promise.all(ids.map((id) => load(documents, scope, id)));
      return values.filter((value): value is Value => value !== null);
    },
    /** The changed document, the unchanged one when `change` returns it as it was, null when missing. */
    async update(
      documents: DocumentStore,
      scope: string,
      id: string,
      change: (value: Value) => Value,
    ): Promise<Value | null> {
      const outcome = await retryCompareAndSet({
        attempts: WRITE_ATTEMPTS,
        async read() {
          const stored = await documents.get(collection, scope, id);
          const value = stored ? parse(stored.data) : null;
          return stored && value !== null ? { value, version: stored.version } : null;
        },
        change(value) {
          const changed = change(value);
          return changed === value ? { value: null, result: value } : { value: changed, result: changed };
        },
        async write(expectedVersion, value) {
          const written = await documents.compareAndSet(collection, scope, id, expectedVersion, value);
          return written.ok
            ? { ok: true, version: written.document.version }
            : { ok: false, missing: written.reason === 'missing' };
        },
      });
      if (outcome.kind === 'contended') throw new Error(`${collection} ${id}: too many concurrent writes`);
      return outcome.kind === 'missing' ? null : outcome.result;
    },
  };
}
