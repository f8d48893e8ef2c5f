import type { DocumentStore } from '../../../platform/store/document-store.js';
import { retryCompareAndSet } from '../../../platform/store/retry-compare-and-set.js';
import { type Campaign, campaignSchema } from './campaign.js';

/** Campaigns live in the document store (no expiry), one scope per guild. */
const COLLECTION = 'duet-campaign';
const WRITE_ATTEMPTS = 10;

function parse(data: unknown): Campaign | null {
  const parsed = campaignSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export async function createCampaign(
  documents: DocumentStore,
  campaign: Campaign,
): Promise<'created' | 'exists'> {
  return documents.create(COLLECTION, campaign.guildId, campaign.id, campaign);
}

export async function loadCampaign(
  documents: DocumentStore,
  guildId: string,
  id: string,
): Promise<Campaign | null> {
  const stored = await documents.get(COLLECTION, guildId, id);
  return stored ? parse(stored.data) : null;
}

export async function listCampaigns(documents: DocumentStore, guildId: string): Promise<Campaign[]> {
  const ids = await documents.list(COLLECTION, guildId);
  const campaigns = await Promise.all(ids.map((id) => loadCampaign(documents, guildId, id)));
  return campaigns.filter((campaign): campaign is Campaign => campaign !== null);
}

/** Read, change, compare-and-set; retried when another write (a concurrent win) got in first. */
export async function updateCampaign(
  documents: DocumentStore,
  guildId: string,
  id: string,
  change: (campaign: Campaign) => Campaign,
): Promise<Campaign | null> {
  const outcome = await retryCompareAndSet({
    attempts: WRITE_ATTEMPTS,
    async read() {
      const stored = await documents.get(COLLECTION, guildId, id);
      const campaign = stored ? parse(stored.data) : null;
      return stored && campaign ? { value: campaign, version: stored.version } : null;
    },
    change(campaign) {
      const changed = change(campaign);
      return changed === campaign ? { value: null, result: campaign } : { value: changed, result: changed };
    },
    async write(expectedVersion, campaign) {
      const written = await documents.compareAndSet(COLLECTION, guildId, id, expectedVersion, campaign);
      return written.ok
        ? { ok: true, version: written.document.version }
        : { ok: false, missing: written.reason === 'missing' };
    },
  });
  if (outcome.kind === 'contended') throw new Error(`campaign ${id}: too many concurrent writes`);
  return outcome.kind === 'missing' ? null : outcome.result;
}

/** Restores an export as it is (replacing a campaign of the same id). */
export async function importCampaign(documents: DocumentStore, campaign: Campaign): Promise<void> {
  await documents.put(COLLECTION, campaign.guildId, campaign.id, campaign);
}
