import { describe, expect, it } from 'vitest';
import { loadPack, packNames, removePack, savePack } from '../../../../src/games/words/packs/pack-store.js';
import { MAX_PACKS_PER_SERVER, type WordPack } from '../../../../src/games/words/packs/word-pack.js';
import { MemoryDocumentStore } from '../../../../src/platform/store/memory-document-store.js';

const guild = '100';
const packNamed = (name: string, size = 25): WordPack => ({
  name,
  language: 'en',
  entries: Array.from({ length: size }, (_, i) => `${name}${i}`),
  savedBy: '1',
  savedAt: 0,
});

describe('the word pack store', () => {
  it('adds a pack once, replaces it only when asked, and lists names without loading words', async () => {
    const documents = new MemoryDocumentStore();
    expect(await savePack(documents, guild, packNamed('birds'), false)).toBe('added');
    expect(await savePack(documents, guild, packNamed('birds', 30), false)).toBe('exists');
    expect((await loadPack(documents, guild, 'birds'))?.entries).toHaveLength(25);
    expect(await savePack(documents, guild, packNamed('birds', 30), true)).toBe('replaced');
    expect((await loadPack(documents, guild, 'birds'))?.entries).toHaveLength(30);
    expect(await savePack(documents, guild, packNamed('apes'), false)).toBe('added');
    expect(await packNames(documents, guild)).toEqual(['apes', 'birds']);
    expect(await packNames(documents, 'other')).toEqual([]);
    expect(await loadPack(documents, 'other', 'birds')).toBeNull();
  });

  it('removes a pack, its words too, and takes the name again afterwards', async () => {
    const documents = new MemoryDocumentStore();
    await savePack(documents, guild, packNamed('birds'), false);
    expect(await removePack(documents, guild, 'birds')).toBe(true);
    expect(await removePack(documents, guild, 'birds')).toBe(false);
    expect(await loadPack(documents, guild, 'birds')).toBeNull();
    expect((await documents.get('word-pack', guild, 'birds'))?.data).toEqual({ pack: null });
    expect(await packNames(documents, guild)).toEqual([]);
    expect(await savePack(documents, guild, packNamed('birds'), false)).toBe('added');
  });

  it('holds at most 25 packs a server; replacing one is still allowed', async () => {
    const documents = new MemoryDocumentStore();
    for (let i = 0; i < MAX_PACKS_PER_SERVER; i++)
      expect(await savePack(documents, guild, packNamed(`p${i}`), false)).toBe('added');
    expect(await savePack(documents, guild, packNamed('one-more'), true)).toBe('full');
    expect(await loadPack(documents, guild, 'one-more')).toBeNull();
    expect(await savePack(documents, guild, packNamed('p0', 40), true)).toBe('replaced');
  });

  it('keeps every pack of concurrent additions in the index', async () => {
    const documents = new MemoryDocumentStore();
    const names = ['a', 'b', 'c', 'd', 'e'];
    await Promise.all(names.map((name) => savePack(documents, guild, packNamed(name), false)));
    expect(await packNames(documents, guild)).toEqual(names);
  });
});
