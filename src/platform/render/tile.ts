import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from './shapes.js';
import { drawFittedText, type FitOptions } from './text.js';

/** One line of text as large as fits its box, laid over a tile. */
export interface TileText {
  text: string;
  box: Box;
  options: FitOptions;
}

/**
 * A card-like piece of a picture: its shapes, drawn once per key and copied wherever they appear
 * (boards of any game, any place with the same sub-pixel offset), and its texts laid on top.
 * Boxes are in the picture's layout coordinates.
 */
export interface Tile {
  box: Box;
  /** Everything `draw` shows (not the texts): equal keys must draw equal shapes in equal boxes. */
  key: string;
  /**
   * Draws the shapes in `at` (a box of the tile's size: its own, or one placed elsewhere so that
   * every copy of a tile is drawn with the same arithmetic), over the picture's background.
   */
  draw(context: SKRSContext2D, at: Box): void;
  texts: readonly TileText[];
}

/** Draws a tile straight onto a canvas: for pictures drawn whole, once. */
export function drawTile(context: SKRSContext2D, tile: Tile): void {
  tile.draw(context, tile.box);
  for (const line of tile.texts) drawFittedText(context, line.text, line.box, line.options);
}
