import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { bandedPng } from '../../../platform/render/banded-png.js';
import type { Tile } from '../../../platform/render/tile.js';
import {
  BOARD_SCALE,
  cardRowBands,
  GRID_HEIGHT,
  gridEdges,
  IMAGE_WIDTH,
} from '../../shared/board-render/word-grid.js';
import type { Identity, PublicView } from '../engine/index.js';
import { BOARD_FOOTER_HEIGHT, drawBoardFooter, footerKey } from './board-footer.js';
import { BOARD_HEADER_HEIGHT, drawBoardHeader, headerKey } from './board-header.js';
import { publicCardTile, revealedCardTile } from './cards.js';
import { palette, teamColor } from './theme.js';

export const BOARD_GRID_TOP = BOARD_HEADER_HEIGHT;
const FOOTER_TOP = BOARD_GRID_TOP + GRID_HEIGHT + 16;
const IMAGE_HEIGHT = FOOTER_TOP + BOARD_FOOTER_HEIGHT;
/** The frame in the starting team's colour, as the key card's border shows who starts. */
const FRAME = 8;

/** The frame's sides beside a row of cards, as tiles. */
function frameSideTiles(top: number, height: number, color: string): Tile[] {
  return [0, IMAGE_WIDTH - FRAME].map((x) => ({
    box: { x, y: top, width: FRAME, height },
    key: `cn-frame:${color}`,
    draw: (context, at) => {
      context.fillStyle = color;
      context.fillRect(at.x, at.y, at.width, at.height);
    },
    texts: [],
  }));
}

/** The frame's left and right edges over `height` pixels from `top` (picture coordinates). */
function drawFrameSides(context: SKRSContext2D, top: number, height: number, color: string): void {
  context.fillStyle = color;
  context.fillRect(0, top, FRAME, height);
  context.fillRect(IMAGE_WIDTH - FRAME, top, FRAME, height);
}

/**
 * The board as a PNG, from the public view only: while the game runs it can never show an
 * uncovered word's identity; once it is over, the view's reveal shows every word's.
 */
export function renderBoardImage(view: PublicView, language: Language): Buffer {
  const grid = gridEdges(BOARD_GRID_TOP);
  const frame = teamColor[view.startingTeam];
  const footerHeight = IMAGE_HEIGHT - grid.bottom;
  const identityOf = (index: number): Identity | null => view.reveal?.[index] ?? null;
  return bandedPng(
    IMAGE_WIDTH,
    palette.table,
    [
      {
        height: grid.top,
        key: `cn-header:${frame}:${headerKey(view, language)}`,
        draw: (context) => {
          drawFrameSides(context, 0, grid.top, frame);
          context.fillRect(0, 0, IMAGE_WIDTH, FRAME);
          drawBoardHeader(context, view, language);
        },
      },
      ...cardRowBands(
        BOARD_GRID_TOP,
        (cells) =>
          `cn-row:${frame}:${JSON.stringify(cells.map((index) => [view.cells[index], identityOf(index)]))}`,
        (index, box) => {
          const cell = view.cells[index];
          const identity = identityOf(index);
          if (cell && identity) return revealedCardTile(cell, identity, box);
          return cell ? publicCardTile(cell, box) : null;
        },
        (top, height) => frameSideTiles(top, height, frame),
      ),
      {
        height: footerHeight,
        key: `cn-footer:${frame}:${footerKey(view, language)}`,
        draw: (context) => {
          drawFrameSides(context, grid.bottom, footerHeight, frame);
          context.fillRect(0, IMAGE_HEIGHT - FRAME, IMAGE_WIDTH, FRAME);
          drawBoardFooter(context, view, language, FOOTER_TOP);
        },
      },
    ],
    BOARD_SCALE,
  );
}
