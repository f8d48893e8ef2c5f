import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { drawFittedText } from '../../../platform/render/text.js';
import type { RacePublicView } from '../engine/index.js';
import { HEADER_HEIGHT, IMAGE_WIDTH, MARGIN } from './board-layout.js';
import { duckName } from './duck-names.js';
import { tDuckLabel } from './labels/index.js';
import { palette } from './theme.js';

/** The header's one line: the round and what happens in it, or who won. */
export function headerLine(view: RacePublicView, names: readonly string[], language: Language): string {
  const { phase, round } = view;
  switch (phase.kind) {
    case 'placing':
      return tDuckLabel(language, 'header.placing');
    case 'choosing':
      return tDuckLabel(language, 'header.choosing', { round });
    case 'moving':
    case 'after-move':
    case 'sending':
    case 'facing':
      return tDuckLabel(language, 'header.moving', { round });
    case 'dog':
      return tDuckLabel(language, 'header.dog', { round });
    case 'over':
      return tDuckLabel(language, 'header.over', { duck: duckName(language, view.ducks, names, phase.duck) });
  }
}

export function drawBoardHeader(context: SKRSContext2D, line: string, over: boolean): void {
  drawFittedText(
    context,
    line,
    { x: MARGIN, y: 10, width: IMAGE_WIDTH - 2 * MARGIN, height: HEADER_HEIGHT - 14 },
    { weight: 700, maxSize: 30, color: over ? palette.winner : palette.textOnTable, align: 'left' },
  );
}
