import { MemoryDocumentStore } from '../../../src/platform/store/memory-document-store.js';
import { documentStoreContract } from './document-store.contract.js';

documentStoreContract('MemoryDocumentStore', async () => ({
  store: new MemoryDocumentStore(),
  cleanup: async () => {},
}));
