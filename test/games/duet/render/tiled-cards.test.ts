import { describe, expect, it } from 'vitest';
import type { PublicCell } from '../../../../src/games/duet/engine/index.js';
import { publicCardTile } from '../../../../src/games/duet/render/cards.js';
import { palette } from '../../../../src/games/duet/render/theme.js';
import { BOARD_SCALE, cardBox, IMAGE_WIDTH } from '../../../../src/games/shared/board-render/word-grid.js';
import { wordList } from '../../../../src/games/words/index.js';
import { type Band, bandedPng } from '../../../../src/platform/render/banded-png.js';
import { drawTile } from '../../../../src/platform/render/tile.js';
import { decodePng, type Pixels } from '../../../support/pixels.js';

const states: Omit<PublicCell, 'word'>[] = [
  { agent: null, outOfPlay: false, missedBy: [] },
  { agent: { judgedBy: 'A' }, outOfPlay: false, missedBy: ['B'] },
  { agent: null, outOfPlay: true, missedBy: ['A', 'B'] },
];

/** A row of cards below a strip of table, so the row starts mid-picture as on a board. */
async function row(cells: PublicCell[], tiled: boolean): Promise<Pixels> {
  const tiles = cells.map((cell, column) => publicCardTile(cell, cardBox(column, 60)));
  const cards: Band = tiled
    ? { height: 140, key: null, tiles }
    : {
        height: 140,
        key: null,
        draw: (context) => {
          for (const tile of tiles) drawTile(context, tile);
        },
      };
  const strip: Band = { height: 50, key: null, draw: () => {} };
  return decodePng(bandedPng(IMAGE_WIDTH, palette.table, [strip, cards], BOARD_SCALE));
}

function largestDifference(a: Pixels, b: Pixels): { largest: number; overOne: number } {
  let largest = 0;
  let overOne = 0;
  for (let index = 0; index < a.data.length; index += 4) {
    let difference = 0;
    for (let channel = 0; channel < 3; channel++) {
      difference = Math.max(
        difference,
        Math.abs((a.data[index + channel] ?? 0) - (b.data[index + channel] ?? 0)),
      );
    }
    largest = Math.max(largest, difference);
    if (difference > 1) overOne += 1;
  }
  return { largest, overOne };
}

describe('cards put together from cached tiles and word masks', () => {
  it.each(['en', 'ja', 'hu'] as const)(
    'look like the same cards drawn whole, for every word in %s, in every state',
    async (language) => {
      const words = wordList(language).map((entry) => entry.text);
      let pixels = 0;
      let overOne = 0;
      for (let first = 0; first < words.length; first += 5) {
        for (const state of states) {
          const cells = words
            .slice(first, first + 5)
            .map((text) => ({ ...state, word: { text, readings: [] } }));
          const [tiled, drawn] = await Promise.all([row(cells, true), row(cells, false)]);
          const difference = largestDifference(tiled, drawn);
          // A word cut off by its mask, or a tile in the wrong place, differs by far more.
          expect(difference.largest, `${words.slice(first, first + 5).join(', ')}`).toBeLessThanOrEqual(16);
          pixels += tiled.width * tiled.height;
          overOne += difference.overOne;
        }
      }
      // The rest is rounding: blending a word's coverage in JavaScript, not in the canvas.
      expect(overOne / pixels).toBeLessThan(0.001);
    },
    60_000,
  );
});
