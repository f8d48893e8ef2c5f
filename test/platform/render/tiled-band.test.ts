import { describe, expect, it } from 'vitest';
import { bandedPng, forgetBands, type TiledBand } from '../../../src/platform/render/banded-png.js';
import type { Box } from '../../../src/platform/render/shapes.js';
import type { Tile } from '../../../src/platform/render/tile.js';
import { decodePng } from '../../support/pixels.js';

const WIDTH = 60;

function square(box: Box, drawn: Box[], word?: string): Tile {
  return {
    box,
    key: 'red-square',
    draw: (context, at) => {
      drawn.push(at);
      context.fillStyle = '#ff0000';
      context.fillRect(at.x, at.y, at.width, at.height);
    },
    texts: word ? [{ text: word, box, options: { weight: 700, maxSize: 12, color: '#ffffff' } }] : [],
  };
}

const band = (tiles: Tile[]): TiledBand => ({ height: 20, key: null, tiles });

describe('a band put together from tiles', () => {
  it('draws a tile once and copies it to every place it stands, a whole pixel apart', async () => {
    forgetBands();
    const drawn: Box[] = [];
    const boxes = [0, 20, 40].map((x) => ({ x: x + 2, y: 4, width: 10, height: 10 }));
    const png = bandedPng(WIDTH, '#000000', [band(boxes.map((box) => square(box, drawn)))]);
    expect(drawn).toHaveLength(1);
    const pixels = await decodePng(png);
    const at = (x: number, y: number) =>
      Array.from(pixels.data.subarray(4 * (WIDTH * y + x), 4 * (WIDTH * y + x) + 3));
    for (const box of boxes) {
      expect(at(box.x + 5, 9)).toEqual([255, 0, 0]);
      expect(at(box.x - 1, 9)).toEqual([0, 0, 0]);
    }
  });

  it('draws it again where it starts a fraction of a pixel off, as the canvas would', () => {
    forgetBands();
    const drawn: Box[] = [];
    bandedPng(WIDTH, '#000000', [band([square({ x: 2, y: 4, width: 10, height: 10 }, drawn)])], 0.75);
    bandedPng(WIDTH, '#000000', [band([square({ x: 3, y: 4, width: 10, height: 10 }, drawn)])], 0.75);
    expect(drawn).toHaveLength(2);
  });

  it('lays its text over the shapes', async () => {
    forgetBands();
    const box = { x: 2, y: 2, width: 50, height: 16 };
    const pixels = await decodePng(bandedPng(WIDTH, '#000000', [band([square(box, [], 'Hi')])]));
    let white = 0;
    for (let index = 0; index < pixels.data.length; index += 4) {
      if (pixels.data[index + 1] === 255) white += 1;
    }
    expect(white).toBeGreaterThan(5);
  });

  it('refuses a background it cannot blend over (not an opaque #rrggbb)', () => {
    expect(() => bandedPng(WIDTH, 'rgba(0, 0, 0, 0.5)', [band([])])).toThrow(/#rrggbb/);
  });
});
