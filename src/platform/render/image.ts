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

const transparentCanvases = new Map<string, Image>();

/** A reused canvas of this size cleared to transparent: what is drawn on it leaves its coverage in alpha. */
export function createTransparentImage(width: number, height: number): Image {
  const size = `${width}x${height}`;
  let image = transparentCanvases.get(size);
  if (!image) {
    const canvas = createCanvas(width, height);
    image = { canvas, context: canvas.getContext('2d') };
    transparentCanvases.set(size, image);
  }
  const { context } = image;
  context.restore();
  context.save();
  context.clearRect(0, 0, width, height);
  return image;
}
