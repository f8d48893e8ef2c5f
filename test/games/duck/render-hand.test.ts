import { describe, expect, it } from 'vitest';
import { movementCards } from '../../../src/games/duck/deck.js';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardBox,
  HAND_MARGIN,
  renderHandImage,
} from '../../../src/games/duck/render/hand-image.js';
import { render } from '../../../src/games/duck/render/render-task.js';
import { palette } from '../../../src/games/duck/render/theme.js';
import { decodePng, type Pixels, rgbAt } from '../../support/pixels.js';

const MAX_PICTURE_BYTES = 150 * 1024;

function hex(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [value >> 16, (value >> 8) & 0xff, value & 0xff];
}

function countColor(
  pixels: Pixels,
  color: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const [r, g, b] = hex(color);
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const [pr, pg, pb] = rgbAt(pixels, x, y);
      if (Math.abs(pr - r) <= 3 && Math.abs(pg - g) <= 3 && Math.abs(pb - b) <= 3) count += 1;
    }
  }
  return count;
}

describe('Duck! Duck! Go! hand picture', () => {
  it('shows every card in a row, each with its start square, purple facing, red path and green end facings', async () => {
    const cards = [4, 18, 27, 51];
    const png = renderHandImage({ cards, chosen: [], language: 'en' });
    expect(png.length).toBeLessThan(MAX_PICTURE_BYTES);
    const pixels = await decodePng(png);
    expect(pixels.height).toBe(CARD_HEIGHT + 2 * HAND_MARGIN);
    expect(pixels.width).toBe(2 * HAND_MARGIN + cardBox(cards.length - 1).x + CARD_WIDTH - HAND_MARGIN);
    cards.forEach((number, index) => {
      const box = cardBox(index);
      const routes = movementCards.find((card) => card.number === number)?.routes.length ?? 0;
      expect(countColor(pixels, palette.card, box), `card ${number}`).toBeGreaterThan(
        CARD_WIDTH * CARD_HEIGHT * 0.5,
      );
      // One start square per route, dark, with the purple arrow on it.
      expect(countColor(pixels, palette.cardStart, box), `card ${number}`).toBeGreaterThan(routes * 200);
      for (const color of [palette.purple, palette.red, palette.green]) {
        expect(countColor(pixels, color, box), `card ${number} ${color}`).toBeGreaterThan(routes * 20);
      }
    });
  });

  it('draws the two routes of a two-route card, and a longer path with more red', async () => {
    const pixels = await decodePng(renderHandImage({ cards: [1, 18, 46], chosen: [], language: 'ja' }));
    const red = (index: number) => countColor(pixels, palette.red, cardBox(index));
    const starts = (index: number) => countColor(pixels, palette.cardStart, cardBox(index));
    expect(starts(1)).toBeGreaterThan(starts(0) * 1.3);
    expect(red(2)).toBeGreaterThan(red(0) * 2);
  });

  it('marks the chosen card, and only it', async () => {
    const png = render({ kind: 'hand', cards: [12, 30, 41], chosen: [30], language: 'hu' });
    const pixels = await decodePng(png);
    const marked = [0, 1, 2].map((index) => countColor(pixels, palette.chosen, cardBox(index)));
    expect(marked[1]).toBeGreaterThan(1000);
    expect(marked[0]).toBe(0);
    expect(marked[2]).toBe(0);
  });
});
