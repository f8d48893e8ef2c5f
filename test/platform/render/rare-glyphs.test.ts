import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { fontFamily } from '../../../src/platform/render/fonts.js';
import { drawFittedText } from '../../../src/platform/render/text.js';
import { woff2CodePoints } from '../../../src/platform/render/woff2-cmap.js';

const directory = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-jp/package.json')),
  'files',
);
const COMMON = ['japanese', 'latin-ext', 'cyrillic', 'vietnamese'];

/** A kanji only a numbered slice of the font has (none of the common subsets). */
function rareKanji(): string {
  const common = new Set(
    COMMON.flatMap((subset) => [
      ...woff2CodePoints(join(directory, `noto-sans-jp-${subset}-400-normal.woff2`)),
    ]),
  );
  const slices = readdirSync(directory).filter((file) => /^noto-sans-jp-\d+-400-normal\.woff2$/.test(file));
  for (const slice of slices) {
    for (const point of woff2CodePoints(join(directory, slice))) {
      if (point >= 0x4e00 && point <= 0x9fff && !common.has(point)) return String.fromCodePoint(point);
    }
  }
  throw new Error('no rare kanji found');
}

describe('rare kanji', () => {
  it('are drawn from the font slices registered the first time a text needs them', () => {
    const rare = rareKanji();
    expect(fontFamily('ab')).not.toContain(`Rendezvous Sans ${COMMON.length}"`);
    const family = fontFamily(`ab${rare}`);
    expect(family).toContain(`"Rendezvous Sans ${COMMON.length}"`);
    expect(GlobalFonts.has(`Rendezvous Sans ${COMMON.length}`)).toBe(true);

    const canvas = createCanvas(120, 120);
    const context = canvas.getContext('2d');
    drawFittedText(context, rare, { x: 0, y: 0, width: 120, height: 120 }, { maxSize: 100, color: '#000' });
    const ink = canvas.data().filter((value, index) => index % 4 === 3 && value > 0).length;
    expect(ink).toBeGreaterThan(200);
  });
});
