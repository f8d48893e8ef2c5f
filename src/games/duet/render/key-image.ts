import type { Language } from '../../../platform/i18n/languages.js';
import { singlePng } from '../../../platform/render/banded-png.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { cardBox, GRID_HEIGHT, IMAGE_WIDTH, MARGIN } from '../../shared/board-render/word-grid.js';
import type { KeyColor, PlayerView } from '../engine/index.js';
import { drawKeyCard } from './cards.js';
import { tRender } from './labels/index.js';
import { drawKeyLegend } from './legend.js';
import { palette } from './theme.js';

export const KEY_GRID_TOP = 140;

/**
 * One player's side of the key card, with the covered words and timer tokens drawn over it. Drawn
 * whole (not from cached bands): it is asked for far less often than the board, and the finished
 * picture is cached by the render service anyway.
 */
export function renderKeyImage(view: PlayerView, language: Language): Buffer {
  return singlePng(IMAGE_WIDTH, KEY_GRID_TOP + GRID_HEIGHT + MARGIN, palette.table, (context) => {
    drawFittedText(
      context,
      tRender(language, 'key.title', { side: view.side }),
      {
        x: MARGIN,
        y: 16,
        width: IMAGE_WIDTH - 2 * MARGIN,
        height: 58,
      },
      { weight: 700, maxSize: 44, color: palette.textOnTable, align: 'left' },
    );
    drawKeyLegend(context, language, MARGIN, 82);
    view.cells.forEach((cell, index) => {
      drawKeyCard(context, cell, view.key[index] as KeyColor, cardBox(index, KEY_GRID_TOP));
    });
  });
}
