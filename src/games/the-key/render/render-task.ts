import type { Language } from '../../../platform/i18n/languages.js';
import type { KeyPublicView } from '../engine/index.js';
import { renderTableImage } from './table-image.js';

export interface TablePicture {
  view: KeyPublicView;
  /** The console's symbols and the board side come from the mission. */
  missionId: string;
  /** Display names by seat. */
  names: string[];
  language: Language;
  /** Game over: every console tab is shown lifted, with its character. */
  revealAnswer: boolean;
}

/** One picture to draw, as plain data (it may cross to a render thread). */
export type RenderTask = { kind: 'table' } & TablePicture;

/** The render-module contract of the platform's render service (`RenderJob.module` points here). */
export function render(task: RenderTask): Buffer {
  return renderTableImage(task);
}
