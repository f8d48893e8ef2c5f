import { LRUCache } from 'lru-cache';
import { createImage, createTransparentImage } from './image.js';
import { countPixelBytes, readPixels } from './read-pixels.js';
import { rgbCopy } from './rgb-scanlines.js';
import type { Box } from './shapes.js';
import { drawFittedText } from './text.js';
import type { Tile, TileText } from './tile.js';

/**
 * Bands of tiles are put together here from pixels drawn once, instead of drawn and read back
 * whole: after a burst of presses every changed row of every board was drawn anew, and drawing
 * its cards and reading the row back was over half of the render thread's time
 * (docs/performance.md). A card's shapes come from a handful of tiles shared by every game, its
 * word from a mask shared by every board that shows that word.
 */

interface TilePixels {
  width: number;
  height: number;
  rgb: Buffer;
}

/** A text's ink coverage, trimmed to where it has any, `dx`/`dy` from its canvas's corner. */
interface TextMask {
  dx: number;
  dy: number;
  width: number;
  height: number;
  coverage: Uint8Array;
  ink: readonly [number, number, number];
}

/** Anti-aliased edges reach into the pixel beyond a box's rounded-out edge, never further. */
const TILE_PAD = 1;
/** Room around a text's box for ink that hinting or an accent puts just outside it. */
const TEXT_PAD = 6;
/** A card's tile is ~37 KB; a board's states and badges need a few dozen. */
const TILE_CACHE_BYTES = 4 * 2 ** 20;
/** A word's mask is 2–6 KB; this holds a few thousand words in their inks and boxes. */
const MASK_CACHE_BYTES = 8 * 2 ** 20;

const tiles = new LRUCache<string, TilePixels>({
  maxSize: TILE_CACHE_BYTES,
  sizeCalculation: (tile) => tile.rgb.length + 64,
});
const masks = new LRUCache<string, TextMask>({
  maxSize: MASK_CACHE_BYTES,
  sizeCalculation: (mask) => mask.coverage.length + 64,
});

/**
 * Where a box lands in whole pixels, and the fraction of a pixel it starts past them. Copies of
 * a tile are drawn at one canonical place per fraction: drawn where they stand, rounding in the
 * canvas's transform made a copy differ from another by a level in the odd pixel, and a picture
 * would have depended on which board drew its tiles first.
 */
interface Placement {
  x: number;
  y: number;
  fractionX: number;
  fractionY: number;
  key: string;
}

function placementOf(box: Box, scale: number): Placement {
  const x = Math.floor(box.x * scale);
  const y = Math.floor(box.y * scale);
  const fractionX = Number((box.x * scale - x).toFixed(3));
  const fractionY = Number((box.y * scale - y).toFixed(3));
  return { x, y, fractionX, fractionY, key: `${scale}|${box.width}x${box.height}|${fractionX},${fractionY}` };
}

/** The canvas a copy is drawn on (`pad` pixels of room around it) and the box drawn there. */
function canonical(
  box: Box,
  scale: number,
  at: Placement,
  pad: number,
): { width: number; height: number; box: Box } {
  return {
    width: Math.ceil(pad + at.fractionX + box.width * scale) + pad,
    height: Math.ceil(pad + at.fractionY + box.height * scale) + pad,
    box: {
      x: (pad + at.fractionX) / scale,
      y: (pad + at.fractionY) / scale,
      width: box.width,
      height: box.height,
    },
  };
}

function hexRgb(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) throw new Error(`tiles are composed over opaque #rrggbb colours, not ${color}`);
  const value = Number.parseInt(hex, 16);
  return [value >> 16, (value >> 8) & 0xff, value & 0xff];
}

function drawTilePixels(tile: Tile, scale: number, background: string, at: Placement): TilePixels {
  const copy = canonical(tile.box, scale, at, TILE_PAD);
  const { canvas, context } = createImage(copy.width, copy.height, background);
  context.scale(scale, scale);
  tile.draw(context, copy.box);
  const rgb = rgbCopy(readPixels(canvas), copy.width * copy.height);
  return { width: copy.width, height: copy.height, rgb };
}

function drawTextMask(text: TileText, scale: number, at: Placement): TextMask {
  const copy = canonical(text.box, scale, at, TEXT_PAD);
  const { canvas, context } = createTransparentImage(copy.width, copy.height);
  context.scale(scale, scale);
  drawFittedText(context, text.text, copy.box, text.options);
  const rgba = readPixels(canvas);
  let left = copy.width;
  let right = -1;
  let top = copy.height;
  let bottom = -1;
  for (let y = 0; y < copy.height; y++) {
    for (let x = 0; x < copy.width; x++) {
      if (rgba[(y * copy.width + x) * 4 + 3] === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  const width = Math.max(0, right - left + 1);
  const height = Math.max(0, bottom - top + 1);
  const coverage = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      coverage[y * width + x] = rgba[((top + y) * copy.width + left + x) * 4 + 3] as number;
    }
  }
  return { dx: left, dy: top, width, height, coverage, ink: hexRgb(text.options.color) };
}

function tilePixels(tile: Tile, scale: number, background: string, at: Placement): TilePixels {
  const key = `${background}|${at.key}|${tile.key}`;
  let pixels = tiles.get(key);
  if (!pixels) {
    pixels = drawTilePixels(tile, scale, background, at);
    tiles.set(key, pixels);
  }
  return pixels;
}

function textMask(text: TileText, scale: number, at: Placement): TextMask {
  const { weight = 400, maxSize, color, align = 'center' } = text.options;
  const key = `${at.key}|${weight}|${maxSize}|${color}|${align}|${text.text}`;
  let mask = masks.get(key);
  if (!mask) {
    mask = drawTextMask(text, scale, at);
    masks.set(key, mask);
  }
  return mask;
}

/** PNG scanlines (filter byte 0, then RGB), reused by the next band on this thread. */
let scanlines = Buffer.alloc(0);

interface Surface {
  bytes: Buffer;
  width: number;
  height: number;
  /** The picture's pixel row at the surface's first row. */
  top: number;
}

const rowStart = (surface: Surface, row: number) => row * (surface.width * 3 + 1) + 1;

function put(surface: Surface, pixels: TilePixels, at: { x: number; y: number }): void {
  const left = Math.max(0, at.x);
  const right = Math.min(surface.width, at.x + pixels.width);
  const first = Math.max(0, at.y - surface.top);
  const last = Math.min(surface.height, at.y - surface.top + pixels.height);
  for (let row = first; row < last; row++) {
    const from = ((row + surface.top - at.y) * pixels.width + left - at.x) * 3;
    pixels.rgb.copy(surface.bytes, rowStart(surface, row) + left * 3, from, from + (right - left) * 3);
  }
}

/** The ink over what is there, by its coverage: what the canvas does for a solid colour. */
function blend(surface: Surface, mask: TextMask, x: number, y: number): void {
  const [red, green, blue] = mask.ink;
  const bytes = surface.bytes;
  for (let maskRow = 0; maskRow < mask.height; maskRow++) {
    const row = y - surface.top + maskRow;
    if (row < 0 || row >= surface.height) continue;
    const start = rowStart(surface, row);
    for (let column = 0; column < mask.width; column++) {
      const a = mask.coverage[maskRow * mask.width + column] as number;
      const pixelX = x + column;
      if (a === 0 || pixelX < 0 || pixelX >= surface.width) continue;
      const at = start + pixelX * 3;
      const keep = 255 - a;
      bytes[at] = ((bytes[at] as number) * keep + red * a + 127) / 255;
      bytes[at + 1] = ((bytes[at + 1] as number) * keep + green * a + 127) / 255;
      bytes[at + 2] = ((bytes[at + 2] as number) * keep + blue * a + 127) / 255;
    }
  }
}

/**
 * The PNG scanlines of a band `rows.count` pixels high from the picture's row `rows.first`: its
 * background, then each tile's shapes and texts. The buffer is reused by the next call.
 */
export function composeTiles(
  pixelWidth: number,
  rows: { first: number; count: number },
  scale: number,
  background: string,
  parts: readonly Tile[],
): Buffer {
  const line = pixelWidth * 3 + 1;
  if (scanlines.length < rows.count * line) scanlines = Buffer.alloc(rows.count * line);
  const surface: Surface = {
    bytes: scanlines.subarray(0, rows.count * line),
    width: pixelWidth,
    height: rows.count,
    top: rows.first,
  };
  countPixelBytes(rows.count * pixelWidth * 4);
  const [red, green, blue] = hexRgb(background);
  surface.bytes[0] = 0;
  for (let x = 0; x < pixelWidth; x++) {
    surface.bytes[1 + x * 3] = red;
    surface.bytes[2 + x * 3] = green;
    surface.bytes[3 + x * 3] = blue;
  }
  for (let row = 1; row < rows.count; row++) surface.bytes.copy(surface.bytes, row * line, 0, line);
  for (const tile of parts) {
    const at = placementOf(tile.box, scale);
    put(surface, tilePixels(tile, scale, background, at), { x: at.x - TILE_PAD, y: at.y - TILE_PAD });
    for (const text of tile.texts) {
      const place = placementOf(text.box, scale);
      const mask = textMask(text, scale, place);
      blend(surface, mask, place.x - TEXT_PAD + mask.dx, place.y - TEXT_PAD + mask.dy);
    }
  }
  return surface.bytes;
}

/** Drops every cached tile and mask: the next bands are drawn from scratch. */
export function forgetTiles(): void {
  tiles.clear();
  masks.clear();
}
