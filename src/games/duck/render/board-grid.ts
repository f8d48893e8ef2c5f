import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFittedText } from '../../../platform/render/text.js';
import type { Board } from '../engine/index.js';
import { type BoardLayout, GUTTER } from './board-layout.js';
import { squareName } from './duck-names.js';
import { drawSquare } from './squares.js';
import { palette } from './theme.js';

/** The pond: water in a checker of two blues, its squares, and the letters and numbers that name them. */
export function drawBoardGrid(context: SKRSContext2D, board: Board, layout: BoardLayout): void {
  const { cell, left, top } = layout;
  context.beginPath();
  context.roundRect(left - 4, top - 4, layout.width + 8, layout.height + 8, 8);
  context.fillStyle = palette.gridLine;
  context.fill();
  const labelStyle = { weight: 700, maxSize: 20, color: palette.mutedOnTable } as const;
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      const cellX = left + x * cell;
      const cellY = top + y * cell;
      context.fillStyle = (x + y) % 2 === 0 ? palette.water : palette.waterLight;
      context.fillRect(cellX, cellY, cell, cell);
      const square = board.squares[y * board.width + x];
      if (square) drawSquare(context, square, cellX, cellY, cell);
    }
  }
  for (let x = 0; x < board.width; x++) {
    const letter = squareName({ x, y: 0 }).slice(0, 1);
    drawFittedText(
      context,
      letter,
      { x: left + x * cell, y: top - GUTTER, width: cell, height: GUTTER - 4 },
      labelStyle,
    );
  }
  for (let y = 0; y < board.height; y++) {
    drawFittedText(
      context,
      String(y + 1),
      { x: left - GUTTER - 2, y: top + y * cell, width: GUTTER - 4, height: cell },
      { ...labelStyle, align: 'right' },
    );
  }
}
