import { LRUCache } from 'lru-cache';

/** Games whose newest shown state a process remembers: far more than play at once. */
const SHOWN_GAMES = 10_000;

/** A message an answer was pressed on, as far as its pictures go. */
interface PressedMessage {
  id: string;
  attachments: { some(test: (file: { name: string }) => boolean): boolean };
}

/**
 * What this process put on each game's table: the newest state whose buttons it sent, and the
 * messages it gave a picture. Answers finish out of order (a stale press read before a move
 * landed, a picture drawn for an older state), and an older table must never replace a newer
 * one: its buttons would sit one version behind.
 */
export function createShownTables() {
  const newestShown = new LRUCache<string, number>({ max: SHOWN_GAMES });
  const pictured = new LRUCache<string, string>({ max: SHOWN_GAMES });
  return {
    /** True, and remembered, when this state is not older than what the table already shows. */
    showsNewest(game: { gameId: string; storeVersion: number }): boolean {
      const shown = newestShown.get(game.gameId);
      if (shown !== undefined && game.storeVersion < shown) return false;
      newestShown.set(game.gameId, game.storeVersion);
      return true;
    },
    olderThanShown: (gameId: string, storeVersion: number) =>
      storeVersion < (newestShown.get(gameId) ?? Number.NEGATIVE_INFINITY),
    /** A message got its picture from this process. */
    pictured(messageId: string, name: string): void {
      pictured.set(messageId, name);
    },
    /**
     * Whether the message pressed on carries a picture of this name (which an answer may keep),
     * counting one this process gave it: an answer waiting behind that edit keeps the picture,
     * though the message it was pressed on had none yet.
     */
    carriesPicture(message: PressedMessage | null, name: string): boolean {
      if (!message) return false;
      return pictured.get(message.id) === name || message.attachments.some((file) => file.name === name);
    },
  };
}

export type ShownTables = ReturnType<typeof createShownTables>;
