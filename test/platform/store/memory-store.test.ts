import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryGameStore } from '../../../src/platform/store/memory-store.js';
import { gameStoreContract } from './game-store.contract.js';

gameStoreContract('MemoryGameStore', async () => ({
  store: new MemoryGameStore(),
  cleanup: async () => {},
}));

describe('MemoryGameStore record lifetime', () => {
  it('forgets a finished game after the retention, measured on its clock', async () => {
    let now = 1_000_000;
    const store = new MemoryGameStore({ clock: () => now, finishedRetentionSeconds: 30 });
    const gameId = randomUUID();
    await store.create({ gameId, game: 'duet', channelId: 'channel', data: {}, idleSeconds: 60 });
    await store.compareAndSet({ gameId, expectedVersion: 1, data: {}, idleSeconds: 60, finished: true });

    now += 29_000;
    expect(await store.get(gameId)).not.toBeNull();
    now += 1_000;
    expect(await store.get(gameId)).toBeNull();
  });

  it('keeps a running game readable for idle + retention after its last write', async () => {
    let now = 1_000_000;
    const store = new MemoryGameStore({ clock: () => now, finishedRetentionSeconds: 30 });
    const gameId = randomUUID();
    await store.create({ gameId, game: 'duet', channelId: 'channel', data: {}, idleSeconds: 60 });

    now += 89_000;
    expect(await store.gameIdInChannel('channel')).toBe(gameId);
    now += 1_000;
    expect(await store.get(gameId)).toBeNull();
    expect(await store.gameIdInChannel('channel')).toBeNull();
  });
});
