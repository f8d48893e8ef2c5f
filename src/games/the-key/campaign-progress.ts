import type { Language } from '../../platform/i18n/languages.js';
import type { CampaignProgress } from '../../platform/stats/stats-text.js';
import type { DocumentStore } from '../../platform/store/document-store.js';
import { loadKeyCampaign } from './campaign.js';
import { tKey } from './i18n/index.js';
import { keyMissions } from './missions.js';

/** THE KEY's campaign of the server, once it has begun: missions played and solved, and the player's part. */
export async function keyCampaignProgress(
  documents: DocumentStore,
  guildId: string,
  userId: string,
  language: Language,
): Promise<CampaignProgress | null> {
  const { entries } = await loadKeyCampaign(documents, guildId);
  if (entries.length === 0) return null;
  const solved = entries.filter((entry) => entry.won);
  return {
    game: tKey(language, 'game.name'),
    played: entries.length,
    total: keyMissions.length,
    solved: solved.length,
    solvedByPlayer: solved.filter((entry) => entry.players.includes(userId)).length,
  };
}
