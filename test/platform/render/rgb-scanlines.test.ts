import { describe, expect, it } from 'vitest';
import { rgbScanlines } from '../../../src/platform/render/rgb-scanlines.js';

/** The scanlines written out byte by byte: filter 0, then each pixel's red, green and blue. */
function expectedScanlines(rgba: Uint8Array, width: number, height: number): Buffer {
  const bytes: number[] = [];
  for (let y = 0; y < height; y++) {
    bytes.push(0);
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      bytes.push(rgba[at] as number, rgba[at + 1] as number, rgba[at + 2] as number);
    }
  }
  return Buffer.from(bytes);
}

function randomPixels(count: number, offset = 0): Buffer {
  const backing = Buffer.alloc(count * 4 + offset);
  for (let i = 0; i < backing.length; i++) backing[i] = (i * 131 + 7) % 256;
  return backing.subarray(offset, offset + count * 4);
}

describe('PNG scanlines from canvas pixels', () => {
  it.each([
    [1000, 3],
    [7, 3],
    [5, 1],
    [1, 1],
  ])('drop the alpha and start every row with filter 0 (%i × %i)', (width, height) => {
    const rgba = randomPixels(width * height);
    expect(rgbScanlines(rgba, width, height).equals(expectedScanlines(rgba, width, height))).toBe(true);
  });

  it('read pixels that do not start on a 4-byte boundary', () => {
    const rgba = randomPixels(21, 1);
    expect(rgbScanlines(rgba, 7, 3).equals(expectedScanlines(rgba, 7, 3))).toBe(true);
  });

  it('give the same rows after a larger band was converted', () => {
    rgbScanlines(randomPixels(1000 * 10), 1000, 10);
    const rgba = randomPixels(12);
    expect(rgbScanlines(rgba, 4, 3).equals(expectedScanlines(rgba, 4, 3))).toBe(true);
  });
});
