import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFittedText } from '../../../platform/render/text.js';
import type { Board } from '../engine/index.js';
import { type BoardLayout, GUTTER } from './board-layout.js';
import { squareName } from './duck-names.js';
import { drawSquare } from './squares.js';
import { palette } from './theme.js';

/** How far each arm of a corner's cross reaches. */
const CORNER = 7;

/** The pond: water with its squares' corners marked, its squares, and the letters and numbers that name them. */
export function drawBoardGrid(context: SKRSContext2D, board: Board, layout: BoardLayout): void {
  const { cell, left, top } = layout;
  context.beginPath();
  context.roundRect(left - 4, top - 4, layout.width + 8, layout.height + 8, 8);
  context.fillStyle = palette.gridLine;
  context.fill();
  const labelStyle = { weight: 700, maxSize: 20, color: palette.mutedOnTable } as const;
  context.fillStyle = palette.water;
  context.fillRect(left, top, layout.width, layout.height);
  // A small cross where four squares meet: enough to count squares by, and far cheaper in a PNG than lines or a checker.
  context.fillStyle = palette.gridLine;
  for (let y = 1; y < board.height; y++) {
    for (let x = 1; x < board.width; x++) {
      const cornerX = left + x * cell;
      const cornerY = top + y * cell;
      context.fillRect(cornerX - CORNER, cornerY - 1, 2 * CORNER, 2);
      context.fillRect(cornerX - 1, cornerY - CORNER, 2, 2 * CORNER);
    }
  }
  board.squares.forEach((square, index) => {
    const x = index % board.width;
    const y = Math.floor(index / board.width);
    drawSquare(context, square, left + x * cell, top + y * cell, cell);
  });
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
