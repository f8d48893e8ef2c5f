import type { GameStore } from '../../src/platform/store/game-store.js';

/** A real store whose writes take `delayMs` longer while a test wants them slow (0: as fast as they are). */
export function slowableStore(store: GameStore): { store: GameStore; slowWrites(delayMs: number): void } {
  let delayMs = 0;
  return {
    store: {
      create: (input) => store.create(input),
      get: (gameId) => store.get(gameId),
      async compareAndSet(input) {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        return store.compareAndSet(input);
      },
      gameIdInChannel: (channelId) => store.gameIdInChannel(channelId),
      claimExpired: (now, limit) => store.claimExpired(now, limit),
      close: () => store.close(),
    },
    slowWrites: (ms) => {
      delayMs = ms;
    },
  };
}
