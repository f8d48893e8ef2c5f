import type { GameModule } from '../../platform/discord/bot-context.js';
import { onBoardButton, onBoardModal } from './discord/board-interactions.js';
import { DUET_GAME } from './discord/custom-ids.js';
import { expireIdleGame } from './discord/expiry.js';
import { stopRenderThreads, useRenderThreads } from './render/renderer.js';

export const duetGame: GameModule = {
  id: DUET_GAME,
  onButton: onBoardButton,
  onModal: onBoardModal,
  onExpired: expireIdleGame,
  start: (settings) => useRenderThreads(settings.renderThreads),
  stop: stopRenderThreads,
};
