import type { RepliableInteraction } from 'discord.js';
import { languageOfLocale } from '../../../platform/i18n/languages.js';
import { type KeyCampaign, nextMission } from '../campaign.js';
import { tKey } from '../i18n/index.js';
import { answerOf, keyMissions } from '../missions.js';
import { keyText } from './answers.js';

/** The campaign log: every mission in order, how it went, and what comes next. */
export function campaignText(interaction: RepliableInteraction, campaign: KeyCampaign): string {
  const language = languageOfLocale(interaction.locale);
  const next = nextMission(campaign);
  const lines = keyMissions.map((mission) => {
    const name = tKey(language, 'campaign.line', {
      order: mission.order,
      name: mission.names[language],
      stars: '★'.repeat(mission.difficulty),
    });
    const entry = campaign.entries.find((played) => played.missionId === mission.id);
    if (entry) {
      const players = entry.players.map((userId) => `<@${userId}>`).join(' ');
      const result = tKey(language, entry.won ? 'campaign.won' : 'campaign.lost', {
        answer: answerOf(mission),
        reason: tKey(language, entry.won ? 'campaign.reason.answer' : reasonKey(entry.reason)),
      });
      return `${name} — ${result} ${players}`;
    }
    return mission.id === next?.id ? `${name} — ${tKey(language, 'campaign.next')}` : name;
  });
  const footer = next
    ? keyText(interaction, 'campaign.footerNext', { name: next.names[language] })
    : keyText(interaction, 'campaign.footerDone');
  return [tKey(language, 'campaign.title'), ...lines, footer].join('\n');
}

function reasonKey(reason: string) {
  switch (reason) {
    case 'wrong-answer':
      return 'campaign.reason.wrong-answer' as const;
    case 'no-actions':
      return 'campaign.reason.no-actions' as const;
    case 'stopped':
      return 'campaign.reason.stopped' as const;
    default:
      return 'campaign.reason.time' as const;
  }
}
