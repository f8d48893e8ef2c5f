import { z } from 'zod';
import type { DocumentStore } from '../store/document-store.js';
import { typedDocuments } from '../store/typed-documents.js';

/** Every finished game of a server, one document per game, kept for the server's stats. */
const HISTORY = 'game-history';

const snowflake = z.string().regex(/^\d{1,25}$/);

/** The part a player took in a game with roles, as the game names it (a short lowercase slug). */
export const playerRoleSchema = z.string().regex(/^[a-z][a-z-]{0,23}$/);

/**
 * What one game tells about itself beyond who played and won; every field is optional, so the
 * entries written before them still parse.
 */
export const gameDetailsSchema = z.object({
  /** Each player's role, by user id. */
  roles: z.record(snowflake, playerRoleSchema).optional(),
  /** The winners' score, when the game scores a win. */
  score: z.number().int().optional(),
  /** The campaign step solved (each counts once per player on the boards). */
  step: z.string().max(40).optional(),
});
export type GameDetails = z.infer<typeof gameDetailsSchema>;

/** Where a game was played and who played and won: what a game module reports when it ends. */
export type PlayedGame = { guildId: string; players: string[]; winners: string[] } & GameDetails;

export const historyEntrySchema = gameDetailsSchema.extend({
  game: z.string(),
  gameId: z.string(),
  endedAt: z.number().int(),
  /** How the game ended, in the game's own words (won, assassin, out-of-time, expired…). */
  reason: z.string(),
  players: z.array(snowflake),
  winners: z.array(snowflake),
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/**
 * Writes a finished game once: a second call for the same game (another process, a retry) changes
 * nothing and answers `exists`, so what follows a game's end (the boards) happens once too.
 */
export function recordGameEnd(
  documents: DocumentStore,
  guildId: string,
  entry: HistoryEntry,
): Promise<'created' | 'exists'> {
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

const historyDocuments = typedDocuments(HISTORY, historyEntrySchema);

/** The entry without the player: off its players, its winners and its roles; the same entry when they were not in it. */
function withoutPlayer(entry: HistoryEntry, userId: string): HistoryEntry {
  if (!entry.players.includes(userId) && !entry.winners.includes(userId)) return entry;
  const { roles, ...rest } = entry;
  const otherRoles = roles && Object.entries(roles).filter(([player]) => player !== userId);
  return {
    ...rest,
    players: entry.players.filter((player) => player !== userId),
    winners: entry.winners.filter((winner) => winner !== userId),
    ...(otherRoles ? { roles: Object.fromEntries(otherRoles) } : {}),
  };
}

/**
 * Takes a player out of every game of a server's history, as if someone else had sat there
 * unnamed: the games stay (the others' records, the server's count), the player's part goes.
 * Returns how many games named them.
 */
export async function forgetPlayer(
  documents: DocumentStore,
  guildId: string,
  userId: string,
): Promise<number> {
  const ids = await documents.list(HISTORY, guildId);
  const changed = await Promise.all(
    ids.map(async (id) => {
      let named = false;
      await historyDocuments.update(documents, guildId, id, (entry) => {
        const without = withoutPlayer(entry, userId);
        named = without !== entry;
        return without;
      });
      return named;
    }),
  );
  return changed.filter(Boolean).length;
}
