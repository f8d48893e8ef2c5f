import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Band, bandedPng, forgetBands } from '../../../src/platform/render/banded-png.js';
import { decodePng } from '../../support/pixels.js';

const WIDTH = 40;

function band(color: string, height: number, key: string | null, drawn: string[] = []): Band {
  return {
    height,
    key,
    draw: (context) => {
      drawn.push(color);
      context.fillStyle = color;
      // In the picture's coordinates: the band sits wherever the stack puts it.
      context.fillRect(0, 0, WIDTH, 1000);
    },
  };
}

function idat(png: Buffer): Buffer {
  const start = png.indexOf('IDAT') + 4;
  return png.subarray(start, start + png.readUInt32BE(start - 8));
}

describe('a picture stacked from bands', () => {
  it('shows each band at its place, in one valid PNG (zlib checks the joined checksum)', async () => {
    const png = bandedPng(WIDTH, '#000000', [band('#ff0000', 10, 'red'), band('#00ff00', 7, null)]);
    expect(() => inflateSync(idat(png))).not.toThrow();
    const pixels = await decodePng(png);
    expect([pixels.width, pixels.height]).toEqual([WIDTH, 17]);
    const at = (y: number) => Array.from(pixels.data.subarray(4 * WIDTH * y, 4 * WIDTH * y + 3));
    expect(at(0)).toEqual([255, 0, 0]);
    expect(at(9)).toEqual([255, 0, 0]);
    expect(at(10)).toEqual([0, 255, 0]);
    expect(at(16)).toEqual([0, 255, 0]);
  });

  it('draws a keyed band once and reuses it; an unkeyed band every time', () => {
    forgetBands();
    const drawn: string[] = [];
    const parts = () => [band('#ff0000', 5, 'reused', drawn), band('#0000ff', 5, null, drawn)];
    const first = bandedPng(WIDTH, '#000000', parts());
    const second = bandedPng(WIDTH, '#000000', parts());
    expect(drawn).toEqual(['#ff0000', '#0000ff', '#0000ff']);
    expect(second.equals(first)).toBe(true);
  });

  it('keeps a band apart by its place: the same key lower down is drawn anew', async () => {
    forgetBands();
    bandedPng(WIDTH, '#000000', [band('#ff0000', 5, 'same')]);
    const png = bandedPng(WIDTH, '#000000', [band('#00ff00', 3, 'other'), band('#ff0000', 5, 'same')]);
    const pixels = await decodePng(png);
    expect(Array.from(pixels.data.subarray(4 * WIDTH * 3, 4 * WIDTH * 3 + 3))).toEqual([255, 0, 0]);
  });
});
