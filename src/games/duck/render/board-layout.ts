import type { Board, Position } from '../engine/index.js';

export const IMAGE_WIDTH = 800;
export const MARGIN = 16;
export const HEADER_HEIGHT = 60;
/** The strip for column letters above the grid and row numbers left of it. */
export const GUTTER = 28;
const MAX_CELL = 72;

export interface BoardLayout {
  cell: number;
  /** The grid's top-left corner, in picture coordinates. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** The board band, from the header's bottom to the player list. */
  bandHeight: number;
}

/** Square cells as large as the picture's width allows, the grid centred under its letters. */
export function boardLayout(board: Board): BoardLayout {
  const room = IMAGE_WIDTH - 2 * MARGIN - GUTTER;
  const cell = Math.min(MAX_CELL, Math.floor(room / board.width));
  const width = cell * board.width;
  const height = cell * board.height;
  const left = MARGIN + GUTTER + Math.floor((room - width) / 2);
  const top = HEADER_HEIGHT + GUTTER;
  return { cell, left, top, width, height, bandHeight: GUTTER + height + MARGIN };
}

export function squareCenter(layout: BoardLayout, position: Position): { x: number; y: number } {
  return {
    x: layout.left + (position.x + 0.5) * layout.cell,
    y: layout.top + (position.y + 0.5) * layout.cell,
  };
}
