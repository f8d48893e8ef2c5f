import { MemoryLeaderboardStore } from '../../../src/platform/stats/memory-leaderboard-store.js';
import { leaderboardStoreContract } from './leaderboard-store.contract.js';

leaderboardStoreContract('MemoryLeaderboardStore', async () => ({
  store: new MemoryLeaderboardStore(),
  cleanup: async () => {},
}));
