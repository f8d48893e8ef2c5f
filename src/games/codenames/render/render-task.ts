import type { Language } from '../../../platform/i18n/languages.js';
import type { PublicView, SpymasterView } from '../engine/index.js';
import { renderBoardImage } from './board-image.js';
import { renderKeyImage } from './key-image.js';

/** One picture to draw, as plain data (it may cross to a render thread). */
export type RenderTask =
  | { kind: 'board'; view: PublicView; language: Language }
  | { kind: 'key'; view: SpymasterView; language: Language };

/** The render-module contract of the platform's render service (`RenderJob.module` points here). */
export function render(task: RenderTask): Buffer {
  return task.kind === 'board'
    ? renderBoardImage(task.view, task.language)
    : renderKeyImage(task.view, task.language);
}
