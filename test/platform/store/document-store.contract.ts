import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore, StoredDocument } from '../../../src/platform/store/document-store.js';

export interface DocumentStoreUnderTest {
  store: DocumentStore;
  cleanup: () => Promise<void>;
}

const COLLECTION = 'campaigns';
/** Far more than any fair writer needs; only there so a broken store fails instead of hanging. */
const MAX_WRITE_ATTEMPTS = 100;

interface Roster {
  members: string[];
}

/** Behaviour every DocumentStore must share; each test gets a fresh, empty store. */
export function documentStoreContract(name: string, makeStore: () => Promise<DocumentStoreUnderTest>): void {
  describe(`${name} (DocumentStore contract)`, () => {
    let store: DocumentStore;
    let cleanup: () => Promise<void>;
    let scope: string;

    beforeEach(async () => {
      ({ store, cleanup } = await makeStore());
      scope = `guild-${randomUUID()}`;
    });

    afterEach(async () => {
      await cleanup();
    });

    async function createOk(id: string, data: unknown): Promise<void> {
      expect(await store.create(COLLECTION, scope, id, data)).toBe('created');
    }

    /** Read-modify-write until the compare-and-set wins, as a real owner of a document would. */
    async function addMember(id: string, member: string): Promise<void> {
      for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
        const current = await store.get(COLLECTION, scope, id);
        if (!current) throw new Error(`document ${id} not found`);
        const roster = current.data as Roster;
        const next: Roster = { members: [...roster.members, member] };
        const result = await store.compareAndSet(COLLECTION, scope, id, current.version, next);
        if (result.ok) return;
        if (result.reason !== 'stale') throw new Error(`compareAndSet refused: ${result.reason}`);
      }
      throw new Error(`${member} never won a compareAndSet`);
    }

    describe('create', () => {
      it('stores a document at version 1 that get returns', async () => {
        const data = { title: 'Spring league', rounds: [1, 2], nested: { open: true } };
        await createOk('spring', data);
        const expected: StoredDocument = { id: 'spring', version: 1, data };
        expect(await store.get(COLLECTION, scope, 'spring')).toEqual(expected);
      });

      it('refuses an id already taken in the scope and keeps the first document', async () => {
        await createOk('spring', { title: 'first' });
        expect(await store.create(COLLECTION, scope, 'spring', { title: 'second' })).toBe('exists');
        expect(await store.get(COLLECTION, scope, 'spring')).toEqual({
          id: 'spring',
          version: 1,
          data: { title: 'first' },
        });
      });
    });

    describe('get', () => {
      it('returns null for an unknown document', async () => {
        expect(await store.get(COLLECTION, scope, 'unknown')).toBeNull();
      });
    });

    describe('compareAndSet', () => {
      it('writes the data and bumps the version', async () => {
        await createOk('spring', { round: 0 });
        const result = await store.compareAndSet(COLLECTION, scope, 'spring', 1, { round: 1 });
        const expected: StoredDocument = { id: 'spring', version: 2, data: { round: 1 } };
        expect(result).toEqual({ ok: true, document: expected });
        expect(await store.get(COLLECTION, scope, 'spring')).toEqual(expected);
      });

      it('refuses a stale version, returns the current document and leaves it unchanged', async () => {
        await createOk('spring', { round: 0 });
        await store.compareAndSet(COLLECTION, scope, 'spring', 1, { round: 1 });
        const current: StoredDocument = { id: 'spring', version: 2, data: { round: 1 } };

        const result = await store.compareAndSet(COLLECTION, scope, 'spring', 1, { round: 99 });
        expect(result).toEqual({ ok: false, reason: 'stale', current });
        expect(await store.get(COLLECTION, scope, 'spring')).toEqual(current);
      });

      it('reports a missing document without creating it', async () => {
        const result = await store.compareAndSet(COLLECTION, scope, 'unknown', 1, {});
        expect(result).toEqual({ ok: false, reason: 'missing' });
        expect(await store.get(COLLECTION, scope, 'unknown')).toBeNull();
        expect(await store.list(COLLECTION, scope)).toEqual([]);
      });

      it('lets exactly one of concurrent writers with the same expected version win', async () => {
        await createOk('spring', { writer: null });
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, writer) =>
            store.compareAndSet(COLLECTION, scope, 'spring', 1, { writer }),
          ),
        );
        const winners = results.filter((result) => result.ok);
        expect(winners).toHaveLength(1);
        expect(results.filter((result) => !result.ok && result.reason === 'stale')).toHaveLength(19);
        const stored = await store.get(COLLECTION, scope, 'spring');
        expect(stored?.version).toBe(2);
        expect(stored?.data).toEqual(winners[0]?.ok ? winners[0].document.data : undefined);
      });

      it('lets concurrent read-modify-write loops all make progress without losing a write', async () => {
        await createOk('spring', { members: [] } satisfies Roster);
        const members = Array.from({ length: 10 }, (_, writer) => `player-${writer}`);
        await Promise.all(members.map((member) => addMember('spring', member)));

        const stored = await store.get(COLLECTION, scope, 'spring');
        if (!stored) throw new Error('document not found');
        expect(stored.version).toBe(11);
        const storedMembers = (stored.data as Roster).members;
        expect(storedMembers).toHaveLength(10);
        expect([...storedMembers].sort()).toEqual([...members].sort());
      });
    });

    describe('put', () => {
      it('creates a missing document at version 1', async () => {
        const expected: StoredDocument = { id: 'imported', version: 1, data: { title: 'import' } };
        expect(await store.put(COLLECTION, scope, 'imported', { title: 'import' })).toEqual(expected);
        expect(await store.get(COLLECTION, scope, 'imported')).toEqual(expected);
        expect(await store.list(COLLECTION, scope)).toEqual(['imported']);
      });

      it('replaces an existing document whatever its version and bumps the version', async () => {
        await createOk('spring', { round: 0 });
        await store.compareAndSet(COLLECTION, scope, 'spring', 1, { round: 1 });
        const expected: StoredDocument = { id: 'spring', version: 3, data: { replaced: true } };
        expect(await store.put(COLLECTION, scope, 'spring', { replaced: true })).toEqual(expected);
        expect(await store.get(COLLECTION, scope, 'spring')).toEqual(expected);
        expect(await store.list(COLLECTION, scope)).toEqual(['spring']);
      });
    });

    describe('list', () => {
      it('returns the ids of the scope, sorted', async () => {
        await createOk('winter', {});
        await createOk('autumn', {});
        await store.put(COLLECTION, scope, 'summer', {});
        await createOk('spring', {});
        expect(await store.list(COLLECTION, scope)).toEqual(['autumn', 'spring', 'summer', 'winter']);
      });

      it('returns an empty list for an empty scope', async () => {
        expect(await store.list(COLLECTION, `guild-${randomUUID()}`)).toEqual([]);
      });

      it('keeps scopes and collections apart: the same id in two of them is two documents', async () => {
        const otherScope = `guild-${randomUUID()}`;
        await createOk('spring', { scope: 'first' });
        expect(await store.create(COLLECTION, otherScope, 'spring', { scope: 'second' })).toBe('created');
        expect(await store.create('archives', scope, 'spring', { collection: 'archives' })).toBe('created');
        await store.compareAndSet(COLLECTION, otherScope, 'spring', 1, { scope: 'second, edited' });

        expect(await store.get(COLLECTION, scope, 'spring')).toEqual({
          id: 'spring',
          version: 1,
          data: { scope: 'first' },
        });
        expect((await store.get(COLLECTION, otherScope, 'spring'))?.data).toEqual({
          scope: 'second, edited',
        });
        expect((await store.get('archives', scope, 'spring'))?.data).toEqual({ collection: 'archives' });
        await createOk('winter', {});
        expect(await store.list(COLLECTION, scope)).toEqual(['spring', 'winter']);
        expect(await store.list(COLLECTION, otherScope)).toEqual(['spring']);
        expect(await store.list('archives', scope)).toEqual(['spring']);
      });
    });

    describe('increment', () => {
      it('counts from 1, once per call even when called at once, apart from documents and other counters', async () => {
        await createOk('channel-1', { kept: true });
        expect(await store.increment(COLLECTION, scope, 'channel-1')).toBe(1);
        const together = await Promise.all(
          Array.from({ length: 20 }, () => store.increment(COLLECTION, scope, 'channel-1')),
        );
        expect([...together].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
        expect(await store.increment(COLLECTION, scope, 'channel-2')).toBe(1);
        expect(await store.increment('archives', scope, 'channel-1')).toBe(1);
        expect(await store.get(COLLECTION, scope, 'channel-1')).toEqual({
          id: 'channel-1',
          version: 1,
          data: { kept: true },
        });
        expect(await store.list(COLLECTION, scope)).toEqual(['channel-1']);
      });
    });

    describe('keep', () => {
      it('keeps a value that kept returns, the newest one, apart from documents and other keys', async () => {
        expect(await store.kept('drafts', scope, 'user-1')).toBeNull();
        await store.keep('drafts', scope, 'user-1', { word: 'ocean', number: 'two' }, 60);
        await store.keep('drafts', scope, 'user-2', { word: 'river' }, 60);
        expect(await store.kept('drafts', scope, 'user-1')).toEqual({ word: 'ocean', number: 'two' });
        await store.keep('drafts', scope, 'user-1', { word: 'sea' }, 60);
        expect(await store.kept('drafts', scope, 'user-1')).toEqual({ word: 'sea' });
        expect(await store.kept('drafts', scope, 'user-2')).toEqual({ word: 'river' });
        expect(await store.get('drafts', scope, 'user-1')).toBeNull();
        expect(await store.list('drafts', scope)).toEqual([]);
        await expect(store.keep('drafts', scope, 'a:b', {}, 60)).rejects.toThrow(RangeError);
        await expect(store.kept('drafts', '{scope}', 'user-1')).rejects.toThrow(RangeError);
      });
    });

    describe('isolation of stored data', () => {
      it('cannot be mutated through the input or any returned object', async () => {
        const createData = { list: [1, 2], inner: { value: 'a' } };
        await createOk('spring', createData);
        createData.list.push(3);
        const read = await store.get(COLLECTION, scope, 'spring');
        if (!read) throw new Error('document not found');
        (read.data as { inner: { value: string } }).inner.value = 'changed';
        expect((await store.get(COLLECTION, scope, 'spring'))?.data).toEqual({
          list: [1, 2],
          inner: { value: 'a' },
        });

        const writeData = { list: [9] };
        const written = await store.compareAndSet(COLLECTION, scope, 'spring', 1, writeData);
        writeData.list.push(10);
        if (written.ok) (written.document.data as { list: number[] }).list.push(11);
        expect((await store.get(COLLECTION, scope, 'spring'))?.data).toEqual({ list: [9] });

        const stale = await store.compareAndSet(COLLECTION, scope, 'spring', 1, {});
        if (!stale.ok && stale.reason === 'stale') (stale.current.data as { list: number[] }).list.push(12);
        expect((await store.get(COLLECTION, scope, 'spring'))?.data).toEqual({ list: [9] });

        const putData = { list: [7] };
        const put = await store.put(COLLECTION, scope, 'spring', putData);
        putData.list.push(8);
        (put.data as { list: number[] }).list.push(13);
        expect((await store.get(COLLECTION, scope, 'spring'))?.data).toEqual({ list: [7] });
      });
    });

    describe('key segments', () => {
      const invalidSegments = ['', 'a:b', 'a{b', 'a}b', '{scope}'];

      it.each(invalidSegments)(
        'rejects %j as a collection, scope or id with a RangeError',
        async (invalid) => {
          await expect(store.create(invalid, scope, 'spring', {})).rejects.toThrow(RangeError);
          await expect(store.create(COLLECTION, invalid, 'spring', {})).rejects.toThrow(RangeError);
          await expect(store.create(COLLECTION, scope, invalid, {})).rejects.toThrow(RangeError);
          await expect(store.get(COLLECTION, invalid, 'spring')).rejects.toThrow(RangeError);
          await expect(store.get(COLLECTION, scope, invalid)).rejects.toThrow(RangeError);
          await expect(store.compareAndSet(COLLECTION, scope, invalid, 1, {})).rejects.toThrow(RangeError);
          await expect(store.put(COLLECTION, scope, invalid, {})).rejects.toThrow(RangeError);
          await expect(store.list(invalid, scope)).rejects.toThrow(RangeError);
          await expect(store.list(COLLECTION, invalid)).rejects.toThrow(RangeError);
          await expect(store.increment(COLLECTION, scope, invalid)).rejects.toThrow(RangeError);
          expect(await store.list(COLLECTION, scope)).toEqual([]);
        },
      );
    });
  });
}
