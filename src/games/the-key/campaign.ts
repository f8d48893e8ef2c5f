import { z } from 'zod';
import type { DocumentStore } from '../../platform/store/document-store.js';
import { typedDocuments } from '../../platform/store/typed-documents.js';
import { keyMissions, type Mission } from './missions.js';

const snowflake = z.string().regex(/^\d{1,25}$/);

/** How one mission of a server's campaign ended, the first time it was played. */
const entrySchema = z.object({
  missionId: z.string().max(40),
  gameId: z.string().max(32),
  won: z.boolean(),
  /** Why it ended: `answer`, `wrong-answer`, `time`, `no-actions`, `stopped`. */
  reason: z.string().max(20),
  /** The answer the team announced, if it announced one. */
  announced: z.string().max(16).nullable(),
  players: z.array(snowflake).max(4),
  endedAt: z.number().int(),
});
export type CampaignEntry = z.infer<typeof entrySchema>;

export const keyCampaignSchema = z.object({ guildId: snowflake, entries: z.array(entrySchema).max(100) });
export type KeyCampaign = z.infer<typeof keyCampaignSchema>;

/** One campaign per server, kept for good (missions are not retried once played). */
const campaigns = typedDocuments('thekey-campaign', keyCampaignSchema);
const CAMPAIGN_ID = 'campaign';

export async function loadKeyCampaign(documents: DocumentStore, guildId: string): Promise<KeyCampaign> {
  return (await campaigns.load(documents, guildId, CAMPAIGN_ID)) ?? { guildId, entries: [] };
}

/** Writes a mission's first ending; a later play of the same mission (practice) or a repeat write changes nothing. */
export async function recordMission(
  documents: DocumentStore,
  guildId: string,
  entry: CampaignEntry,
): Promise<void> {
  await campaigns.create(documents, guildId, CAMPAIGN_ID, { guildId, entries: [] });
  await campaigns.update(documents, guildId, CAMPAIGN_ID, (campaign) =>
    campaign.entries.some((played) => played.missionId === entry.missionId)
      ? campaign
      : { ...campaign, entries: [...campaign.entries, entry] },
  );
}

export const isPlayed = (campaign: KeyCampaign, missionId: string) =>
  campaign.entries.some((entry) => entry.missionId === missionId);

/** The campaign's next mission: the first in order not played yet; null once all are played. */
export function nextMission(campaign: KeyCampaign): Mission | null {
  return keyMissions.find((mission) => !isPlayed(campaign, mission.id)) ?? null;
}
