import type { Language } from '../../../platform/i18n/languages.js';
import { singlePng } from '../../../platform/render/banded-png.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { cardBox, GRID_HEIGHT, IMAGE_WIDTH, MARGIN } from '../../shared/board-render/word-grid.js';
import type { Identity, SpymasterView } from '../engine/index.js';
import { drawKeyCard } from './cards.js';
import { tCodenamesLabel } from './labels/index.js';
import { teamName } from './team-names.js';
import { palette, teamColor } from './theme.js';

export const KEY_GRID_TOP = 100;
const FRAME = 8;

/** The key both spymasters see: every word's identity, covered words veiled, framed in the starting team's colour. */
export function renderKeyImage(view: SpymasterView, language: Language): Buffer {
  const height = KEY_GRID_TOP + GRID_HEIGHT + MARGIN;
  return singlePng(IMAGE_WIDTH, height, palette.table, (context) => {
    context.fillStyle = teamColor[view.startingTeam];
    context.fillRect(0, 0, IMAGE_WIDTH, FRAME);
    context.fillRect(0, height - FRAME, IMAGE_WIDTH, FRAME);
    context.fillRect(0, 0, FRAME, height);
    context.fillRect(IMAGE_WIDTH - FRAME, 0, FRAME, height);
    drawFittedText(
      context,
      tCodenamesLabel(language, 'key.title', { team: teamName(language, view.startingTeam) }),
      { x: MARGIN, y: 20, width: IMAGE_WIDTH - 2 * MARGIN, height: 58 },
      { weight: 700, maxSize: 44, color: palette.textOnTable, align: 'left' },
    );
    view.cells.forEach((cell, index) => {
      drawKeyCard(context, cell, view.key[index] as Identity, cardBox(index, KEY_GRID_TOP));
    });
  });
}
