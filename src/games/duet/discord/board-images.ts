import type { BotServices } from '../../../platform/discord/bot-services.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { Campaign } from '../campaign/campaign.js';
import { boardVersion, type DuetSession } from '../document.js';
import { playerView, publicView, type Side } from '../engine/index.js';
import { renderDuet } from '../render/renderer.js';

export const BOARD_IMAGE_NAME = 'board.png';
export const KEY_IMAGE_NAME = 'key.png';
export const MAP_IMAGE_NAME = 'map.png';

/** The board's picture: the public board while the game runs, both key sides and the result at the end. */
export function boardImage(context: BotServices, gameId: string, session: DuetSession): Promise<Buffer> {
  const { language, engine } = session;
  const key = `duet:${gameId}:${boardVersion(session)}:${engine.phase.kind}:${language}:board`;
  return renderDuet(context.render, key, () => {
    const view = publicView(engine);
    return view.reveal
      ? ({ kind: 'game-over', view, language } as const)
      : ({ kind: 'board', view, language } as const);
  });
}

/** One player's key side with the public state drawn over it; only ever sent to that player. */
export function keyImage(
  context: BotServices,
  gameId: string,
  session: DuetSession,
  side: Side,
  language: Language,
): Promise<Buffer> {
  const key = `duet:${gameId}:${boardVersion(session)}:${session.engine.phase.kind}:${language}:key-${side}`;
  const { engine } = session;
  return renderDuet(context.render, key, () => ({ kind: 'key', view: playerView(engine, side), language }));
}

export function missionMapImage(
  context: BotServices,
  campaign: Campaign,
  language: Language,
): Promise<Buffer> {
  const key = `duet:map:${campaign.guildId}:${campaign.id}:${campaign.results.length}:${campaign.completed.length}:${language}`;
  return renderDuet(context.render, key, { kind: 'map', campaign, language });
}
