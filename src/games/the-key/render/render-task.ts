import { renderTableImage } from './table-image.js';
import type { TablePicture } from './table-scene.js';

/** One picture to draw, as plain data (it may cross to a render thread). */
export type RenderTask = { kind: 'table' } & TablePicture;

/** The render-module contract of the platform's render service (`RenderJob.module` points here). */
export function render(task: RenderTask): Buffer {
  return renderTableImage(task);
}
