import { z } from 'zod';
import type { DocumentStore } from '../store/document-store.js';

/** Every finished game of a server, one document per game, kept for the server's stats. */
const HISTORY = 'game-history';

const snowflake = z.string().regex(/^\d{1,25}$/);

export const historyEntrySchema = z.object({
  game: z.string(),
  gameId: z.string(),
  endedAt: z.number().int(),
  /** How the game ended, in the game's own words (won, assassin, out-of-time, expired…). */
  reason: z.string(),
  players: z.array(snowflake),
  winners: z.array(snowflake),
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Writes a finished game once: a second call for the same game (another process, a retry) changes nothing. */
export function recordGameEnd(documents: DocumentStore, guildId: string, entry: HistoryEntry) {
  return documents.create(HISTORY, guildId, entry.gameId, entry);
}

/** A server's finished games, oldest first. */
export async function gameHistory(documents: DocumentStore, guildId: string): Promise<HistoryEntry[]> {
  const ids = await documents.list(HISTORY, guildId);
  const entries = await Promise.all(ids.map((id) => documents.get(HISTORY, guildId, id)));
  return entries
    .flatMap((stored) => {
      const parsed = historyEntrySchema.safeParse(stored?.data);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => a.endedAt - b.endedAt);
}
