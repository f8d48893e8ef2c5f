import type { DocumentStore } from '../../../platform/store/document-store.js';
import { typedDocuments } from '../../../platform/store/typed-documents.js';
import { type Campaign, campaignSchema } from './campaign.js';

/** Campaigns live in the document store (no expiry), one scope per guild. */
const campaigns = typedDocuments('duet-campaign', campaignSchema);

export async function createCampaign(
  documents: DocumentStore,
  campaign: Campaign,
): Promise<'created' | 'exists'> {
  return campaigns.create(documents, campaign.guildId, campaign.id, campaign);
}

export function loadCampaign(
  documents: DocumentStore,
  guildId: string,
  id: string,
): Promise<Campaign | null> {
  return campaigns.load(documents, guildId, id);
}

export function listCampaigns(documents: DocumentStore, guildId: string): Promise<Campaign[]> {
  return campaigns.list(documents, guildId);
}

/** Read, change, compare-and-set; retried when another write (a concurrent win) got in first. */
export function updateCampaign(
  documents: DocumentStore,
  guildId: string,
  id: string,
  change: (campaign: Campaign) => Campaign,
): Promise<Campaign | null> {
  return campaigns.update(documents, guildId, id, change);
}

/** Restores an export as it is (replacing a campaign of the same id). */
export function importCampaign(documents: DocumentStore, campaign: Campaign): Promise<void> {
  return campaigns.put(documents, campaign.guildId, campaign.id, campaign);
}
