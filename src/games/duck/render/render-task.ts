import { type BoardPicture, renderBoardImage } from './board-image.js';
import { type HandPicture, renderHandImage } from './hand-image.js';

/** One picture to draw, as plain data (it may cross to a render thread). */
export type RenderTask = ({ kind: 'board' } & BoardPicture) | ({ kind: 'hand' } & HandPicture);

/** The render-module contract of the platform's render service (`RenderJob.module` points here). */
export function render(task: RenderTask): Buffer {
  return task.kind === 'board' ? renderBoardImage(task) : renderHandImage(task);
}
