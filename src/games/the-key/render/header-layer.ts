import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFittedText } from '../../../platform/render/text.js';
import { tKeyLabel } from './labels/index.js';
import { HEADER_HEIGHT, IMAGE_WIDTH, MARGIN } from './layout.js';
import type { TableScene } from './table-scene.js';
import { palette } from './theme.js';

/** What the table is waiting for, or how the mission ended. */
export function headlineText(scene: TableScene): string {
  const { headline, language } = scene;
  switch (headline.kind) {
    case 'turn':
      return tKeyLabel(language, 'header.turn', { player: scene.seats[headline.seat]?.name ?? '?' });
    case 'answer-agreed':
      return tKeyLabel(language, 'header.answerAgreed');
    case 'won':
      return tKeyLabel(language, 'header.won');
    case 'lost':
      return tKeyLabel(language, `header.lost.${headline.reason}`);
  }
}

/** The mission's name on the left, the headline on the right. */
export function drawHeader(context: SKRSContext2D, scene: TableScene): void {
  const half = (IMAGE_WIDTH - 2 * MARGIN - 20) / 2;
  drawFittedText(
    context,
    `THE KEY · ${scene.missionName}`,
    { x: MARGIN, y: 10, width: half, height: HEADER_HEIGHT - 16 },
    { maxSize: 30, color: palette.textOnTable, weight: 700, align: 'left' },
  );
  const lost = scene.headline.kind === 'lost';
  drawFittedText(
    context,
    headlineText(scene),
    { x: IMAGE_WIDTH - MARGIN - half, y: 10, width: half, height: HEADER_HEIGHT - 16 },
    { maxSize: 28, color: lost ? palette.crisis : palette.currentRing, weight: 700, align: 'right' },
  );
}
