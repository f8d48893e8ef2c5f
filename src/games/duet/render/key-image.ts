import type { Language } from '../../../platform/i18n/languages.js';
import { bandedPng } from '../../../platform/render/banded-png.js';
import { drawFittedText } from '../../../platform/render/text.js';
import type { KeyColor, PlayerView } from '../engine/index.js';
import { drawKeyCard } from './cards.js';
import { tRender } from './labels/index.js';
import { cardRowBands, GRID_HEIGHT, gridEdges, IMAGE_WIDTH, MARGIN } from './layout.js';
import { drawKeyLegend } from './legend.js';
import { palette } from './theme.js';

export const KEY_GRID_TOP = 140;

const IMAGE_HEIGHT = KEY_GRID_TOP + GRID_HEIGHT + MARGIN;

/** One player's side of the key card, with the covered words and timer tokens drawn over it. */
export function renderKeyImage(view: PlayerView, language: Language): Buffer {
  const grid = gridEdges(KEY_GRID_TOP);
  const colorOf = (index: number) => view.key[index] as KeyColor;
  return bandedPng(IMAGE_WIDTH, palette.table, [
    {
      height: grid.top,
      key: JSON.stringify(['key', language, view.side]),
      draw: (context) => {
        drawFittedText(
          context,
          tRender(language, 'key.title', { side: view.side }),
          { x: MARGIN, y: 16, width: IMAGE_WIDTH - 2 * MARGIN, height: 58 },
          { weight: 700, maxSize: 44, color: palette.textOnTable, align: 'left' },
        );
        drawKeyLegend(context, language, MARGIN, 82);
      },
    },
    ...cardRowBands(
      KEY_GRID_TOP,
      (cells) => JSON.stringify(cells.map((index) => [view.cells[index], colorOf(index)])),
      (context, index, box) => {
        const cell = view.cells[index];
        if (cell) drawKeyCard(context, cell, colorOf(index), box);
      },
    ),
    { height: IMAGE_HEIGHT - grid.bottom, key: 'key-bottom', draw: () => {} },
  ]);
}
