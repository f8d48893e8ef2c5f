import type { Language } from '../../../../platform/i18n/languages.js';
import { type Campaign, cityStatus } from '../../campaign/campaign.js';
import { cityById, missionMap } from '../../campaign/mission-map.js';
import { tDuet } from '../../i18n/index.js';
import { mentionAll } from '../render-context.js';

const statusMarker = { completed: '✅', unlocked: '🔓', locked: '🔒' } as const;
const DISCORD_DATE = (at: number) => `<t:${Math.floor(at / 1000)}:d>`;

/** The map as a list, for every client and screen reader: each city with its status and numbers, and what they mean. */
export function mapText(campaign: Campaign, language: Language): string {
  const lines = missionMap.cities.map((city) =>
    tDuet(language, 'campaign.city', {
      status: statusMarker[cityStatus(campaign, city.id)],
      city: city.names[language],
      timer: city.timer,
      bystander: city.bystander,
      final: city.id === missionMap.final ? tDuet(language, 'campaign.final') : '',
    }),
  );
  return [
    tDuet(language, 'campaign.mapTitle', { name: campaign.name }),
    ...lines,
    `-# ${tDuet(language, 'campaign.legend')}`,
    `-# ${tDuet(language, 'campaign.numbers')}`,
  ].join('\n');
}

export function statusText(campaign: Campaign, language: Language): string {
  const open = missionMap.cities
    .filter((city) => cityStatus(campaign, city.id) === 'unlocked')
    .map((city) => city.names[language]);
  return tDuet(language, 'campaign.status', {
    name: campaign.name,
    members: mentionAll(campaign.members),
    completed: campaign.completed.length,
    total: missionMap.cities.length,
    open: open.length > 0 ? open.join(', ') : tDuet(language, 'campaign.none'),
    played: campaign.results.length,
    wins: campaign.results.filter((result) => result.won).length,
  });
}

/** Every game played, newest first, like the lines under the printed map. */
export function historyText(campaign: Campaign, language: Language, limit = 25): string {
  if (campaign.results.length === 0) {
    return `${tDuet(language, 'campaign.historyTitle', { name: campaign.name })}\n${tDuet(language, 'campaign.historyEmpty')}`;
  }
  const lines = [...campaign.results]
    .reverse()
    .slice(0, limit)
    .map((result) => {
      const city = cityById(result.city);
      return tDuet(language, 'campaign.historyLine', {
        date: DISCORD_DATE(result.at),
        city: city?.names[language] ?? result.city,
        timer: city?.timer ?? '?',
        bystander: city?.bystander ?? '?',
        result: result.won
          ? tDuet(language, 'campaign.won')
          : tDuet(language, 'campaign.lost', { reason: result.reason ?? '?' }),
        turns: result.turnsUsed,
        score: result.score === null ? '' : tDuet(language, 'campaign.historyScore', { score: result.score }),
        players: mentionAll(result.players),
      });
    });
  return [tDuet(language, 'campaign.historyTitle', { name: campaign.name }), ...lines].join('\n');
}
