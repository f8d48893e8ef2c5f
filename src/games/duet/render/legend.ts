import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { fillRoundedRect } from '../../../platform/render/shapes.js';
import { drawText, measureInk, useFont } from '../../../platform/render/text.js';
import type { KeyColor } from '../engine/index.js';
import { keyIcon } from './icons.js';
import { tRender } from './labels/index.js';
import { keyFill, keyInk, palette } from './theme.js';

const SWATCH = 38;
const LABEL_SIZE = 28;
const colors: readonly KeyColor[] = ['agent', 'assassin', 'bystander'];

/** What each key colour looks like, each with its icon, on one line from (x, top). */
export function drawKeyLegend(context: SKRSContext2D, language: Language, x: number, top: number): void {
  let pen = x;
  for (const color of colors) {
    fillRoundedRect(context, { x: pen, y: top, width: SWATCH, height: SWATCH }, 8, keyFill[color]);
    if (color === 'assassin') {
      context.strokeStyle = palette.mutedOnTable;
      context.lineWidth = 1.5;
      context.beginPath();
      context.roundRect(pen, top, SWATCH, SWATCH, 8);
      context.stroke();
    }
    keyIcon[color](context, pen + SWATCH / 2, top + SWATCH / 2, 26, keyInk[color]);
    const label = tRender(language, `legend.${color}`);
    useFont(context, label, LABEL_SIZE);
    context.fillStyle = palette.textOnTable;
    drawText(context, label, pen + SWATCH + 10, top + SWATCH / 2 + LABEL_SIZE * 0.36);
    pen += SWATCH + 10 + measureInk(context, label).width + 32;
  }
}
