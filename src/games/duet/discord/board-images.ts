import type { Language } from '../../../platform/i18n/translator.js';
import type { Campaign } from '../campaign/campaign.js';
import { playerView, publicView, type Side } from '../engine/index.js';
import { boardAltText } from '../render/index.js';
import { renderCached } from '../render/renderer.js';
import { boardVersion, type DuetSession } from '../session.js';

export const BOARD_IMAGE_NAME = 'board.png';
export const KEY_IMAGE_NAME = 'key.png';
export const MAP_IMAGE_NAME = 'map.png';

export interface BoardImage {
  name: string;
  data: Buffer;
  /** Alt text for the gallery item: the state in words. */
  description: string;
}

/** The board's picture: the public board while the game runs, both key sides and the result at the end. */
export async function boardImage(gameId: string, session: DuetSession): Promise<BoardImage> {
  const view = publicView(session.engine);
  const { language } = session;
  const key = `${gameId}:${boardVersion(session)}:${view.phase.kind}:${language}:board`;
  const task = view.reveal
    ? ({ kind: 'game-over', view, language } as const)
    : ({ kind: 'board', view, language } as const);
  const data = await renderCached(key, task);
  return { name: BOARD_IMAGE_NAME, data, description: boardAltText(view, language) };
}

/** One player's key side with the public state drawn over it; only ever sent to that player. */
export function keyImage(
  gameId: string,
  session: DuetSession,
  side: Side,
  language: Language,
): Promise<Buffer> {
  const key = `${gameId}:${boardVersion(session)}:${session.engine.phase.kind}:${language}:key-${side}`;
  return renderCached(key, { kind: 'key', view: playerView(session.engine, side), language });
}

export function missionMapImage(campaign: Campaign, language: Language): Promise<Buffer> {
  const key = `map:${campaign.guildId}:${campaign.id}:${campaign.results.length}:${campaign.completed.length}:${language}`;
  return renderCached(key, { kind: 'map', campaign, language });
}
