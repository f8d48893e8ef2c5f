import { describe, expect, it } from 'vitest';
import type { KeyColor } from '../../../../src/games/duet/engine/index.js';
import { runningKey } from '../../../../src/games/duet/render/example-games.js';
import { renderKeyImage } from '../../../../src/games/duet/render/index.js';
import { KEY_GRID_TOP } from '../../../../src/games/duet/render/key-image.js';
import { cardBox, iconCenter } from '../../../../src/games/shared/board-render/word-grid.js';
import { decodePng, greyRegion } from '../../../support/pixels.js';

const ICON_REACH = 17;

/** Mean absolute greyscale difference between two equally sized regions. */
function distance(a: number[], b: number[]): number {
  return a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;
}

/** The icon's shape alone: pixels far from the region's background (its corner), whatever the colours. */
function shape(region: number[]): boolean[] {
  const background = region[0] ?? 0;
  return region.map((value) => Math.abs(value - background) > 48);
}

function shapeDifference(a: boolean[], b: boolean[]): number {
  return a.filter((value, i) => value !== b[i]).length / a.length;
}

describe('key image in greyscale', async () => {
  const view = runningKey('en');
  const pixels = await decodePng(renderKeyImage(view, 'en'));
  /** Cells with nothing public drawn over them, so their icon area shows the key alone. */
  const untouched = view.cells.flatMap((cell, index) =>
    cell.agent === null && cell.missedBy.length === 0 ? [{ index, color: view.key[index] as KeyColor }] : [],
  );
  const regions = untouched.map(({ index, color }) => {
    const center = iconCenter(cardBox(index, KEY_GRID_TOP));
    const box = {
      x: center.x - ICON_REACH,
      y: center.y - ICON_REACH,
      width: 2 * ICON_REACH,
      height: 2 * ICON_REACH,
    };
    return { color, grey: greyRegion(pixels, box) };
  });
  const pairs = regions.flatMap((a, i) =>
    regions.slice(i + 1).map((b) => ({ a, b, same: a.color === b.color })),
  );

  it('has untouched cards of every kind to compare', () => {
    expect(new Set(regions.map((region) => region.color))).toEqual(
      new Set(['agent', 'assassin', 'bystander']),
    );
  });

  it('tells agents, assassins and bystanders apart by brightness pattern', () => {
    const within = Math.max(
      ...pairs.filter((pair) => pair.same).map((pair) => distance(pair.a.grey, pair.b.grey)),
    );
    const across = Math.min(
      ...pairs.filter((pair) => !pair.same).map((pair) => distance(pair.a.grey, pair.b.grey)),
    );
    expect(within).toBeLessThan(2);
    expect(across).toBeGreaterThan(20);
  });

  it('tells them apart by icon shape alone, with colour and brightness taken away', () => {
    const within = Math.max(
      ...pairs
        .filter((pair) => pair.same)
        .map((pair) => shapeDifference(shape(pair.a.grey), shape(pair.b.grey))),
    );
    const across = Math.min(
      ...pairs
        .filter((pair) => !pair.same)
        .map((pair) => shapeDifference(shape(pair.a.grey), shape(pair.b.grey))),
    );
    expect(within).toBeLessThan(0.02);
    expect(across).toBeGreaterThan(0.15);
  });
});
