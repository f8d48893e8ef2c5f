import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderLabelCatalogs } from '../../../../src/games/duet/render/labels/index.js';
import { wordList } from '../../../../src/games/words/index.js';
import { woff2CodePoints } from '../../../../src/platform/render/woff2-cmap.js';

/** Drawn from the font's own o, u and acute (the font has no double acute). */
const COMPOSED = new Set(['ő', 'ű', 'Ő', 'Ű']);

const fontsDirectory = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-jp/package.json')),
  'files',
);

describe('shipped font coverage', () => {
  const shipped = new Set<number>();
  for (const file of readdirSync(fontsDirectory).filter((name) => name.endsWith('-400-normal.woff2'))) {
    for (const codePoint of woff2CodePoints(join(fontsDirectory, file))) shipped.add(codePoint);
  }

  it('reads the font tables: Latin, kana and kanji are there, ő is not', () => {
    for (const char of 'Az農園ロシアサラダtükörÁÉ')
      expect(shipped.has(char.codePointAt(0) ?? 0), char).toBe(true);
    expect(shipped.has('ő'.codePointAt(0) ?? 0)).toBe(false);
  });

  it('draws every character of the word lists and image labels without a system font', () => {
    const texts = [
      ...(['en', 'ja', 'hu'] as const).flatMap((language) => wordList(language).map((word) => word.text)),
      ...Object.values(renderLabelCatalogs).flatMap((catalog) => Object.values(catalog)),
    ];
    const missing = new Set(
      [...texts.join('')]
        .filter((char) => !COMPOSED.has(char))
        .filter((char) => !shipped.has(char.codePointAt(0) ?? 0)),
    );
    expect([...missing]).toEqual([]);
  });
});
