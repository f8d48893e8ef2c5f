import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

export interface Image {
  canvas: Canvas;
  context: SKRSContext2D;
}

/**
 * One canvas per size and kind, reused by every render on this thread. A new canvas per render
 * leaks: its pixels are native memory that V8 does not see, so a busy render thread collected
 * them far too late (gigabytes after a few thousand boards). Renders are synchronous, so reuse is
 * safe.
 */
const canvases = new Map<string, Image>();

function reusedImage(width: number, height: number, alpha: boolean): Image {
  const size = `${width}x${height}${alpha ? 'a' : ''}`;
  let image = canvases.get(size);
  if (!image) {
    const canvas = createCanvas(width, height);
    image = { canvas, context: canvas.getContext('2d', { alpha }) };
    canvases.set(size, image);
  }
  // Drops whatever state the previous render left (its one save), then saves a clean one.
  image.context.restore();
  image.context.save();
  return image;
}

export function createImage(width: number, height: number, background: string): Image {
  const image = reusedImage(width, height, false);
  image.context.fillStyle = background;
  image.context.fillRect(0, 0, width, height);
  return image;
}

/** A canvas cleared to transparent: what is drawn on it leaves its coverage in alpha. */
export function createTransparentImage(width: number, height: number): Image {
  const image = reusedImage(width, height, true);
  image.context.clearRect(0, 0, width, height);
  return image;
}
