import type { Language } from '../../../platform/i18n/translator.js';
import { playerView, publicView, type Side } from '../engine/index.js';
import {
  boardAltText,
  createImageCache,
  renderBoardImage,
  renderGameOverImage,
  renderKeyImage,
} from '../render/index.js';
import { boardVersion, type DuetSession } from '../session.js';

export const BOARD_IMAGE_NAME = 'board.png';
export const KEY_IMAGE_NAME = 'key.png';

/** Rendered pictures by game, board version, state and viewer: an unchanged picture is never drawn twice. */
const images = createImageCache(512);

export interface BoardImage {
  name: string;
  data: Buffer;
  /** Alt text for the gallery item: the state in words. */
  description: string;
}

/** The board's picture: the public board while the game runs, both key sides and the result at the end. */
export function boardImage(gameId: string, session: DuetSession): BoardImage {
  const view = publicView(session.engine);
  const over = view.reveal !== null;
  const key = `${gameId}:${boardVersion(session)}:${view.phase.kind}:${session.language}:board`;
  const data = images.getOrRender(key, () =>
    over ? renderGameOverImage(view, session.language) : renderBoardImage(view, session.language),
  );
  return { name: BOARD_IMAGE_NAME, data, description: boardAltText(view, session.language) };
}

/** One player's key side with the public state drawn over it; only ever sent to that player. */
export function keyImage(gameId: string, session: DuetSession, side: Side, language: Language): Buffer {
  const key = `${gameId}:${boardVersion(session)}:${session.engine.phase.kind}:${language}:key-${side}`;
  return images.getOrRender(key, () => renderKeyImage(playerView(session.engine, side), language));
}
