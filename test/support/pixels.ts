import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Box } from '../../src/platform/render/shapes.js';

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8ClampedArray;
}

export async function decodePng(png: Buffer): Promise<Pixels> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    data: context.getImageData(0, 0, image.width, image.height).data,
  };
}

/** Pixels where any channel differs by more than `threshold`. */
export function differingPixels(a: Pixels, b: Pixels, threshold = 32): number {
  if (a.width !== b.width || a.height !== b.height) return Number.POSITIVE_INFINITY;
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let channel = 0; channel < 3; channel++) {
      if (Math.abs((a.data[i + channel] ?? 0) - (b.data[i + channel] ?? 0)) > threshold) {
        differing += 1;
        break;
      }
    }
  }
  return differing;
}

export function luminanceAt(pixels: Pixels, x: number, y: number): number {
  const i = 4 * (y * pixels.width + x);
  return (
    0.299 * (pixels.data[i] ?? 0) + 0.587 * (pixels.data[i + 1] ?? 0) + 0.114 * (pixels.data[i + 2] ?? 0)
  );
}

/** A region as greyscale values, row by row. */
export function greyRegion(pixels: Pixels, box: Box): number[] {
  const values: number[] = [];
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) values.push(luminanceAt(pixels, x, y));
  }
  return values;
}

export function rgbAt(pixels: Pixels, x: number, y: number): [number, number, number] {
  const i = 4 * (y * pixels.width + x);
  return [pixels.data[i] ?? 0, pixels.data[i + 1] ?? 0, pixels.data[i + 2] ?? 0];
}

/**
 * A box laid out in drawing units, in the pixels of a picture drawn at `scale`: the pixels it
 * covers, even partly (edges drawn between two pixels blend into both).
 */
export function pixelBox(box: Box, scale: number): Box {
  const x = Math.floor(box.x * scale);
  const y = Math.floor(box.y * scale);
  return {
    x,
    y,
    width: Math.ceil((box.x + box.width) * scale) - x,
    height: Math.ceil((box.y + box.height) * scale) - y,
  };
}
