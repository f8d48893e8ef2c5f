import { Routes } from 'discord.js';
import type { BotServices } from '../../../../platform/discord/bot-services.js';
import { type MissionResult, recordResult } from '../../campaign/campaign.js';
import { updateCampaign } from '../../campaign/campaign-store.js';
import { cityById, neighbours } from '../../campaign/mission-map.js';
import type { DuetSession } from '../../document.js';
import { scoreOf, tokensInBank } from '../../engine/index.js';
import { tDuet } from '../../i18n/index.js';

function resultOf(gameId: string, session: DuetSession, city: string, now: number): MissionResult {
  const { engine } = session;
  const { phase } = engine;
  return {
    gameId,
    city,
    at: now,
    players: [...session.formerMembers.A, ...session.formerMembers.B],
    won: phase.kind === 'won',
    reason: phase.kind === 'lost' ? phase.reason : phase.kind === 'expired' ? 'expired' : null,
    turnsUsed: engine.options.timerTokens - tokensInBank(engine.bank),
    score: scoreOf(engine)?.total ?? null,
  };
}

/**
 * A finished mission goes on its team's sheet (once per game), and the channel hears what it
 * changed: a completed city and the roads it opened, or a result noted.
 */
export async function recordMission(
  context: BotServices,
  gameId: string,
  session: DuetSession,
): Promise<void> {
  if (!session.campaign) return;
  const { id, city } = session.campaign;
  const result = resultOf(gameId, session, city, context.now());
  let newlyCompleted = false;
  const campaign = await updateCampaign(context.documents, session.guildId, id, (current) => {
    const updated = recordResult(current, result);
    newlyCompleted = updated.completed.length > current.completed.length;
    return updated;
  });
  if (!campaign) return;
  context.log.info({ gameId, campaign: id, city, won: result.won }, 'mission recorded');
  const t = (key: Parameters<typeof tDuet>[1], vars: Record<string, string>) =>
    tDuet(session.language, key, vars);
  const cityName = cityById(city)?.names[session.language] ?? city;
  const opened = neighbours(city)
    .map((next) => cityById(next)?.names[session.language] ?? next)
    .join(', ');
  const content = !result.won
    ? t('campaign.missionLost', { name: campaign.name, city: cityName })
    : newlyCompleted
      ? t('campaign.missionWon', { name: campaign.name, city: cityName, cities: opened })
      : t('campaign.missionWonAgain', { name: campaign.name, city: cityName });
  await context.client.rest
    .post(Routes.channelMessages(session.channelId), { body: { content, allowed_mentions: { parse: [] } } })
    .catch((error: unknown) =>
      context.log.warn({ gameId, err: String(error) }, 'could not announce the mission'),
    );
}
