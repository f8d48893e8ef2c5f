import type { Box } from '../../../platform/render/shapes.js';

export const IMAGE_WIDTH = 1200;
export const MARGIN = 20;
export const HEADER_HEIGHT = 60;
export const CONSOLE_HEIGHT = 164;
export const BOARD_HEIGHT = 424;
export const SEATS_HEIGHT = 56;
export const CARDS_HEIGHT = 176;

export const GRID_COLUMNS = 4;
export const GRID_ROWS = 2;
/** The space between two rooms, where a wall or a doorway is drawn. */
export const ROOM_GAP = 18;
const BOARD_PADDING = 8;

/** A room's box on its side's grid, in the board band's coordinates. */
export function roomBox(row: number, column: number): Box {
  const width = (IMAGE_WIDTH - 2 * MARGIN - (GRID_COLUMNS - 1) * ROOM_GAP) / GRID_COLUMNS;
  const height = (BOARD_HEIGHT - 2 * BOARD_PADDING - (GRID_ROWS - 1) * ROOM_GAP) / GRID_ROWS;
  return {
    x: MARGIN + column * (width + ROOM_GAP),
    y: BOARD_PADDING + row * (height + ROOM_GAP),
    width,
    height,
  };
}

/** `count` equal boxes across `box`, `gap` apart. */
export function row(box: Box, count: number, gap: number): Box[] {
  const width = (box.width - (count - 1) * gap) / count;
  return Array.from({ length: count }, (_, index) => ({
    x: box.x + index * (width + gap),
    y: box.y,
    width,
    height: box.height,
  }));
}
