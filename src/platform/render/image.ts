import { crc32, deflateSync } from 'node:zlib';
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

export interface Image {
  canvas: Canvas;
  context: SKRSContext2D;
}

/**
 * One canvas per size, reused by every render on this thread. A new canvas per render leaks: its
 * pixels are native memory that V8 does not see, so a busy render thread collected them far too
 * late (gigabytes after a few thousand boards). Renders are synchronous, so reuse is safe.
 */
const canvases = new Map<string, Image>();

export function createImage(width: number, height: number, background: string): Image {
  const size = `${width}x${height}`;
  let image = canvases.get(size);
  if (!image) {
    const canvas = createCanvas(width, height);
    image = { canvas, context: canvas.getContext('2d', { alpha: false }) };
    canvases.set(size, image);
  }
  const { context } = image;
  // Drops whatever state the previous render left (its one save), then saves a clean one.
  context.restore();
  context.save();
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);
  return image;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGBA = 6;
/** zlib level 3: about a third of Skia's encoding time for flat-coloured boards, at a similar size. */
const COMPRESSION_LEVEL = 3;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG of the canvas: unfiltered rows, quickly deflated. Skia's own encoder tries every row filter
 * at zlib level 6, which costs more than drawing the whole board.
 */
export function encodePng(image: Image): Buffer {
  const { width, height } = image.canvas;
  const pixels = image.canvas.data();
  const rowBytes = width * 4;
  const rows = Buffer.alloc(height * (rowBytes + 1));
  for (let y = 0; y < height; y++) {
    pixels.copy(rows, y * (rowBytes + 1) + 1, y * rowBytes, (y + 1) * rowBytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(RGBA, 9);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: COMPRESSION_LEVEL })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
