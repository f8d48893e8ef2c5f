import { z } from 'zod';
import type { DocumentStore } from '../store/document-store.js';
import { typedDocuments } from '../store/typed-documents.js';

const snowflake = z.string().regex(/^\d{1,25}$/);

/** A game a moderator ended: which, where, by whom, when. */
const moderationEntrySchema = z.object({
  game: z.string(),
  gameId: z.string(),
  channelId: snowflake,
  endedBy: snowflake,
  endedAt: z.number().int(),
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;

/** Kept per server, one document per game ended, beside the game history. */
const moderationLog = typedDocuments('moderation-log', moderationEntrySchema);

export async function recordModeratorEnd(
  documents: DocumentStore,
  guildId: string,
  entry: ModerationEntry,
): Promise<void> {
  await moderationLog.create(documents, guildId, entry.gameId, entry);
}

export function moderatorEnds(documents: DocumentStore, guildId: string): Promise<ModerationEntry[]> {
  return moderationLog.list(documents, guildId);
}
