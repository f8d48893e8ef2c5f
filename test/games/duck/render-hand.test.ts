import { describe, expect, it } from 'vitest';
import { movementCards } from '../../../src/games/duck/deck.js';
import { handAltText } from '../../../src/games/duck/render/hand-alt-text.js';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardBox,
  HAND_MARGIN,
  renderHandImage,
} from '../../../src/games/duck/render/hand-image.js';
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

/** Separate patches of `color` of at least `minimum` pixels inside a box (4-connected). */
function patches(
  pixels: Pixels,
  color: string,
  box: { x: number; y: number; width: number; height: number },
  minimum = 50,
) {
  const [r, g, b] = hex(color);
  const matches = (x: number, y: number) => {
    const [pr, pg, pb] = rgbAt(pixels, x, y);
    return Math.abs(pr - r) <= 3 && Math.abs(pg - g) <= 3 && Math.abs(pb - b) <= 3;
  };
  const seen = new Set<number>();
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      if (seen.has(y * pixels.width + x) || !matches(x, y)) continue;
      const queue = [[x, y] as const];
      seen.add(y * pixels.width + x);
      let size = 0;
      for (const [px, py] of queue) {
        size += 1;
        for (const [nx, ny] of [
          [px + 1, py],
          [px - 1, py],
          [px, py + 1],
          [px, py - 1],
        ] as const) {
          const inside = nx >= box.x && ny >= box.y && nx < box.x + box.width && ny < box.y + box.height;
          if (inside && !seen.has(ny * pixels.width + nx) && matches(nx, ny)) {
            seen.add(ny * pixels.width + nx);
            queue.push([nx, ny]);
          }
        }
      }
      if (size >= minimum) count += 1;
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
    /** How far down the card the red path reaches, top to bottom. */
    const red = (index: number) => {
      const box = cardBox(index);
      const rows = Array.from({ length: box.height }, (_, dy) => box.y + dy).filter(
        (y) => countColor(pixels, palette.red, { x: box.x, y, width: box.width, height: 1 }) > 0,
      );
      return (rows.at(-1) ?? 0) - (rows[0] ?? 0);
    };
    const starts = (index: number) => patches(pixels, palette.cardStart, cardBox(index));
    expect([starts(0), starts(1), starts(2)]).toEqual([1, 2, 1]);
    expect(red(2)).toBeGreaterThan(red(0) * 2);
  });

  it('marks the chosen card, and only it', async () => {
    const png = renderHandImage({ cards: [12, 30, 41], chosen: [{ card: 30, duck: null }], language: 'hu' });
    const pixels = await decodePng(png);
    const marked = [0, 1, 2].map((index) => countColor(pixels, palette.chosen, cardBox(index)));
    expect(marked[1]).toBeGreaterThan(1000);
    expect(marked[0]).toBe(0);
    expect(marked[2]).toBe(0);
  });

  it('marks both cards of a player who races two ducks', async () => {
    const chosen = [
      { card: 41, duck: 1 },
      { card: 12, duck: 2 },
    ];
    const pixels = await decodePng(renderHandImage({ cards: [12, 30, 41, 7], chosen, language: 'en' }));
    const marked = [0, 1, 2, 3].map((index) => countColor(pixels, palette.chosen, cardBox(index)) > 1000);
    expect(marked).toEqual([true, false, true, false]);
  });

  it('describes every card in words, in each language, both routes of a two-route card and the chosen one', () => {
    const picture = { cards: [4, 18, 51], chosen: [{ card: 18, duck: 2 }] };
    const english = handAltText({ ...picture, language: 'en' });
    expect(english).toContain('4: 1 ahead, then face ahead or back.');
    expect(english).toContain('route A: 1 ahead, 1 left, then face ahead; or route B: 1 ahead, 1 right');
    expect(english).toContain('(chosen for duck 2)');
    expect(english).toContain('51: route A: 1 left, 4 ahead');
    expect(handAltText({ ...picture, language: 'ja' })).toContain('4：前1、最後の向きは前か後ろ。');
    expect(handAltText({ ...picture, language: 'hu' })).toContain(
      '4: 1 előre, a végén az irány: előre vagy hátra.',
    );
    const all = movementCards.map((card) => card.number);
    expect(handAltText({ cards: all, chosen: [], language: 'en' }).length).toBeLessThanOrEqual(1000);
  });
});
