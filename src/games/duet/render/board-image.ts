import type { Language } from '../../../platform/i18n/languages.js';
import { createImage, encodePng } from '../../../platform/render/image.js';
import type { PublicView } from '../engine/index.js';
import { BOARD_FOOTER_HEIGHT, drawBoardFooter } from './board-footer.js';
import { BOARD_HEADER_HEIGHT, drawBoardHeader } from './board-header.js';
import { drawPublicCard } from './cards.js';
import { cardBox, GRID_HEIGHT, IMAGE_WIDTH } from './layout.js';
import type { SideNames } from './side-names.js';
import { palette } from './theme.js';

export interface BoardImageOptions {
  /** Display names of the players (or teams) of each side. */
  sides?: SideNames;
}

export const BOARD_GRID_TOP = BOARD_HEADER_HEIGHT;

/** The public board as a PNG: drawn from the public view only, so it can never show a key. */
export function renderBoardImage(
  view: PublicView,
  language: Language,
  options: BoardImageOptions = {},
): Buffer {
  const footerTop = BOARD_GRID_TOP + GRID_HEIGHT + 20;
  const image = createImage(IMAGE_WIDTH, footerTop + BOARD_FOOTER_HEIGHT - 20, palette.table);
  drawBoardHeader(image.context, view, language, options.sides);
  view.cells.forEach((cell, index) => {
    drawPublicCard(image.context, cell, cardBox(index, BOARD_GRID_TOP));
  });
  drawBoardFooter(image.context, view, language, footerTop);
  return encodePng(image);
}
