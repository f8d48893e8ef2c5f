import type { Language } from '../../../platform/i18n/languages.js';
import { bandedPng } from '../../../platform/render/banded-png.js';
import {
  BOARD_SCALE,
  cardRowBands,
  GRID_HEIGHT,
  gridEdges,
  IMAGE_WIDTH,
} from '../../shared/board-render/word-grid.js';
import type { PublicView } from '../engine/index.js';
import { BOARD_FOOTER_HEIGHT, drawBoardFooter, footerKey } from './board-footer.js';
import { BOARD_HEADER_HEIGHT, drawBoardHeader, headerKey } from './board-header.js';
import { publicCardTile } from './cards.js';
import type { SideNames } from './side-names.js';
import { palette } from './theme.js';

export interface BoardImageOptions {
  /** Display names of the players (or teams) of each side. */
  sides?: SideNames;
}

export const BOARD_GRID_TOP = BOARD_HEADER_HEIGHT;
const FOOTER_TOP = BOARD_GRID_TOP + GRID_HEIGHT + 20;
const IMAGE_HEIGHT = FOOTER_TOP + BOARD_FOOTER_HEIGHT - 20;

/** The public board as a PNG: drawn from the public view only, so it can never show a key. */
export function renderBoardImage(
  view: PublicView,
  language: Language,
  options: BoardImageOptions = {},
): Buffer {
  const grid = gridEdges(BOARD_GRID_TOP);
  return bandedPng(
    IMAGE_WIDTH,
    palette.table,
    [
      {
        height: grid.top,
        key: headerKey(view, language, options.sides),
        draw: (context) => drawBoardHeader(context, view, language, options.sides),
      },
      ...cardRowBands(
        BOARD_GRID_TOP,
        (cells) => JSON.stringify(cells.map((index) => view.cells[index])),
        (index, box) => {
          const cell = view.cells[index];
          return cell ? publicCardTile(cell, box) : null;
        },
      ),
      {
        height: IMAGE_HEIGHT - grid.bottom,
        key: footerKey(view, language),
        draw: (context) => drawBoardFooter(context, view, language, FOOTER_TOP),
      },
    ],
    BOARD_SCALE,
  );
}
