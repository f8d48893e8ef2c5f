import { describe, expect, it } from 'vitest';
import { MemoryDocumentStore } from '../../../src/platform/store/memory-document-store.js';
import { documentStoreContract } from './document-store.contract.js';

documentStoreContract('MemoryDocumentStore', async () => ({
  store: new MemoryDocumentStore(),
  cleanup: async () => {},
}));

describe('MemoryDocumentStore kept values', () => {
  it('forgets a kept value when its time runs out', async () => {
    let now = 0;
    const store = new MemoryDocumentStore({ clock: () => now });
    await store.keep('drafts', 'game-1', 'user-1', { word: 'ocean' }, 60);
    now = 59_999;
    expect(await store.kept('drafts', 'game-1', 'user-1')).toEqual({ word: 'ocean' });
    now = 60_000;
    expect(await store.kept('drafts', 'game-1', 'user-1')).toBeNull();
  });
});
