import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createGame, publicView, standardOptions } from '../../../../src/games/duet/engine/index.js';
import { BOARD_GRID_TOP } from '../../../../src/games/duet/render/board-image.js';
import { renderBoardImage } from '../../../../src/games/duet/render/index.js';
import {
  BOARD_SCALE,
  CARD_GAP,
  CARD_RADIUS,
  cardBox,
} from '../../../../src/games/shared/board-render/word-grid.js';
import type { Box } from '../../../../src/platform/render/shapes.js';
import { drawFittedText } from '../../../../src/platform/render/text.js';
import { decodePng, luminanceAt, type Pixels, pixelBox, rgbAt } from '../../../support/pixels.js';
import { keyCardWith, wordsFrom } from '../engine/fixtures.js';

const LONGEST = 'Donaudampfschiffahrtsgesellschaft'.slice(0, 24);
const WIDEST = 'W'.repeat(24);

/** The bounding box of pixels darker than `threshold` inside `area`. */
function inkBox(pixels: Pixels, area: Box, threshold: number): Box | null {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = -1;
  let bottom = -1;
  for (let y = area.y; y < area.y + area.height; y++) {
    for (let x = area.x; x < area.x + area.width; x++) {
      if (luminanceAt(pixels, x, y) >= threshold) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

function within(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

describe('text fitting', () => {
  it.each([LONGEST, WIDEST, 'ő'.repeat(24)])(
    'shrinks the 24-character word %s into its box, whole',
    (word) => {
      expect([...word]).toHaveLength(24);
      const canvas = createCanvas(400, 200);
      const context = canvas.getContext('2d');
      context.fillStyle = '#FFFFFF';
      context.fillRect(0, 0, 400, 200);
      const box = { x: 100, y: 60, width: 154, height: 70 };
      drawFittedText(context, word, box, { weight: 700, maxSize: 34, color: '#000000' });
      const pixels = { width: 400, height: 200, data: context.getImageData(0, 0, 400, 200).data };
      const ink = inkBox(pixels, { x: 0, y: 0, width: 400, height: 200 }, 160);
      expect(ink).not.toBeNull();
      expect(within(ink as Box, box), `ink ${JSON.stringify(ink)} leaves ${JSON.stringify(box)}`).toBe(true);
      expect((ink as Box).width).toBeGreaterThan(box.width * 0.85);
    },
  );

  it('keeps the longest words on their cards on the board, the gaps around them untouched', async () => {
    const words = wordsFrom([LONGEST, WIDEST]);
    const game = createGame({ seed: 'fit', words, keyCard: keyCardWith({}), options: standardOptions() });
    const pixels = await decodePng(renderBoardImage(publicView(game), 'en'));
    const table = rgbAt(pixels, 2, 2);
    const inPixels = (box: Box) => pixelBox(box, BOARD_SCALE);
    for (const index of [0, 1]) {
      const card = cardBox(index, BOARD_GRID_TOP);
      const plate = inPixels({
        x: card.x + 6,
        y: card.y + 34,
        width: card.width - 12,
        height: card.height - 40,
      });
      // Rows clear of the rounded corners, inside the card's blended edge: the only ink there is the word.
      const rows = inPixels({ ...card, y: card.y + CARD_RADIUS, height: card.height - 2 * CARD_RADIUS });
      const inside = { x: rows.x + 1, y: rows.y, width: rows.width - 2, height: rows.height };
      const ink = inkBox(pixels, inside, 160);
      expect(ink, `card ${index} shows its word`).not.toBeNull();
      expect(within(ink as Box, plate), `card ${index} ink ${JSON.stringify(ink)}`).toBe(true);
      expect((ink as Box).width).toBeGreaterThan(plate.width * 0.8);
      const cardPixels = inPixels(card);
      const gap = Math.round((card.x + card.width + CARD_GAP / 2) * BOARD_SCALE);
      for (let y = cardPixels.y; y < cardPixels.y + cardPixels.height; y++) {
        expect(rgbAt(pixels, gap, y)).toEqual(table);
      }
    }
  });
});
