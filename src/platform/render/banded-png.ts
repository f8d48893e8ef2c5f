import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createAdler32 } from 'hash-wasm';
import { LRUCache } from 'lru-cache';
import { createImage } from './image.js';
import { readPixels } from './read-pixels.js';
import { rgbScanlines } from './rgb-scanlines.js';
import type { Tile } from './tile.js';
import { composeTiles, forgetTiles } from './tile-pixels.js';

/**
 * A horizontal slice of a picture. Pictures of a game change a little at a time (one card per
 * guess), so each slice is drawn, read back and compressed once per distinct content and reused
 * from then on: only the slices that changed cost anything.
 */
export type Band = DrawnBand | TiledBand;

interface BandBase {
  height: number;
  /** Everything the band shows: equal keys must draw equal pixels. `null`: never reused. */
  key: string | null;
}

export interface DrawnBand extends BandBase {
  /** Draws the band in the picture's own coordinates (the context is moved to the band's top). */
  draw(context: SKRSContext2D): void;
}

/** A band of tiles over the background (a row of cards): put together from cached pixels. */
export interface TiledBand extends BandBase {
  tiles: readonly Tile[];
}

/** A band's rows as PNG scanlines (RGB, no filter), deflated to a byte boundary so bands can be joined. */
interface CompressedBand {
  deflated: Buffer;
  adler: number;
  length: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOR_TYPE_RGB = 2;
/** zlib header: deflate with a 32 KiB window, fastest compression. */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** An empty final block (fixed Huffman codes): closes the joined deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** Level 1 is the fastest; on flat-coloured boards it compresses within a few percent of level 6. */
const COMPRESSION_LEVEL = 1;
const ADLER_BASE = 65521;
/**
 * Bands this thread keeps, by compressed bytes: about 800 (a band is ~15 KB), the rows 200 boards
 * did not change since their last picture. 40 MiB held 400 boards' worth and cost about 22 MiB
 * more RSS at the 500-game benchmark's peak, with no picture lag to show for it. Since rows are
 * put together from tiles, 12 MiB draws 200 boards after a burst almost as fast as 16 (1.50
 * against 1.41 ms a board, `bench/render-drain.ts 200`); 10 MiB no longer holds them (2.7 ms).
 */
const BAND_CACHE_BYTES = 12 * 2 ** 20;

const bands = new LRUCache<string, CompressedBand>({
  maxSize: BAND_CACHE_BYTES,
  sizeCalculation: (band) => band.deflated.length + 64,
});

/** hash-wasm's Adler-32 runs twice as fast as summing the bytes in JavaScript (0.13 against 0.28 ms a band). */
const adlerHasher = await createAdler32();

function adler32(data: Uint8Array): number {
  adlerHasher.init();
  adlerHasher.update(data);
  const digest = adlerHasher.digest('binary');
  return new DataView(digest.buffer, digest.byteOffset, 4).getUint32(0);
}

/** The Adler-32 of two byte runs joined, from theirs (zlib's adler32_combine). */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % ADLER_BASE;
  const a1 = first % 65536;
  const b1 = Math.floor(first / 65536);
  const a2 = second % 65536;
  const b2 = Math.floor(second / 65536);
  const a = (a1 + a2 + ADLER_BASE - 1) % ADLER_BASE;
  const b = (((remainder * a1) % ADLER_BASE) + b1 + b2 + ADLER_BASE - remainder) % ADLER_BASE;
  return b * 65536 + a;
}

/**
 * zlib hands back a few KB inside a 64 KiB chunk: kept in the cache as it is, every band would
 * hold ten times the memory the cache counts.
 */
function exactCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/** A band's first row and its number of rows in the picture's pixels, at `scale`. */
function pixelRows(top: number, height: number, scale: number): { first: number; count: number } {
  const first = Math.round(top * scale);
  return { first, count: Math.round((top + height) * scale) - first };
}

function drawnScanlines(
  pixelWidth: number,
  rows: { first: number; count: number },
  scale: number,
  background: string,
  band: DrawnBand,
): Buffer {
  const { canvas, context } = createImage(pixelWidth, rows.count, background);
  context.translate(0, -rows.first);
  context.scale(scale, scale);
  band.draw(context);
  return rgbScanlines(readPixels(canvas), pixelWidth, rows.count);
}

function drawBand(
  pixelWidth: number,
  top: number,
  scale: number,
  background: string,
  band: Band,
): CompressedBand {
  const rows = pixelRows(top, band.height, scale);
  const scanlines =
    'tiles' in band
      ? composeTiles(pixelWidth, rows, scale, background, band.tiles)
      : drawnScanlines(pixelWidth, rows, scale, background, band);
  return {
    deflated: exactCopy(
      deflateRawSync(scanlines, { level: COMPRESSION_LEVEL, finishFlush: constants.Z_FULL_FLUSH }),
    ),
    adler: adler32(scanlines),
    length: scanlines.length,
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The picture as a PNG, stacked from `parts` top to bottom; bands drawn before are reused.
 * `width` and the bands' heights are in the units the bands draw in; the picture is `scale` times
 * that size in pixels (text and shapes drawn at that size, not resampled).
 */
export function bandedPng(width: number, background: string, parts: readonly Band[], scale = 1): Buffer {
  const pixelWidth = Math.round(width * scale);
  let top = 0;
  let adler = 1;
  const deflated: Buffer[] = [ZLIB_HEADER];
  for (const band of parts) {
    const cacheKey =
      band.key === null ? null : `${width}|${scale}|${top}|${band.height}|${background}|${band.key}`;
    let compressed = cacheKey === null ? undefined : bands.get(cacheKey);
    if (!compressed) {
      compressed = drawBand(pixelWidth, top, scale, background, band);
      if (cacheKey !== null) bands.set(cacheKey, compressed);
    }
    deflated.push(compressed.deflated);
    adler = adler32Combine(adler, compressed.adler, compressed.length);
    top += band.height;
  }
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler, 0);
  deflated.push(FINAL_EMPTY_BLOCK, checksum);

  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixelWidth, 0);
  header.writeUInt32BE(pixelRows(0, top, scale).count, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(COLOR_TYPE_RGB, 9);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(deflated)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Drops every cached band: the next pictures are drawn from scratch. */
export function forgetBands(): void {
  bands.clear();
  forgetTiles();
}

/** The whole picture as one band, never reused (pictures shown once). */
export function singlePng(
  width: number,
  height: number,
  background: string,
  draw: DrawnBand['draw'],
): Buffer {
  return bandedPng(width, background, [{ height, key: null, draw }]);
}
