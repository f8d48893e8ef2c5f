import type { Language } from '../../../platform/i18n/languages.js';
import type { Campaign } from '../campaign/campaign.js';
import type { PlayerView, PublicView } from '../engine/index.js';
import { renderBoardImage } from './board-image.js';
import { renderGameOverImage } from './game-over-image.js';
import { renderKeyImage } from './key-image.js';
import { renderMissionMapImage } from './mission-map-image.js';

/** One picture to draw, as plain data (it may cross to a render thread). */
export type RenderTask =
  | { kind: 'board'; view: PublicView; language: Language }
  | { kind: 'game-over'; view: PublicView; language: Language }
  | { kind: 'key'; view: PlayerView; language: Language }
  | { kind: 'map'; campaign: Campaign; language: Language };

export function renderTask(task: RenderTask): Buffer {
  switch (task.kind) {
    case 'board':
      return renderBoardImage(task.view, task.language);
    case 'game-over':
      return renderGameOverImage(task.view, task.language);
    case 'key':
      return renderKeyImage(task.view, task.language);
    case 'map':
      return renderMissionMapImage(task.campaign, task.language);
  }
}

/** The render-module contract of the platform's render service (`RenderJob.module` points here). */
export function render(task: RenderTask): Buffer {
  return renderTask(task);
}
