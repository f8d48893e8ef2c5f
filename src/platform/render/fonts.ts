import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { woff2CodePoints } from './woff2-cmap.js';

export type FontWeight = 400 | 700;

const WEIGHTS: readonly FontWeight[] = [400, 700];
const ALIAS = 'Rendezvous Sans';
/** Common Japanese with Latin, then the other alphabets: enough for nearly every text. */
const COMMON_SUBSETS = ['japanese', 'latin-ext', 'cyrillic', 'vietnamese'];

interface ShippedFonts {
  /** CSS family list of the common subsets: short, so setting and measuring it stays cheap. */
  common: string;
  commonCodePoints: Set<number>;
  /** Common subsets, then every numbered slice (rare kanji): registered the first time a text needs it. */
  full: string | null;
}

function fontsDirectory(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@fontsource/noto-sans-jp/package.json')), 'files');
}

function fileOf(directory: string, subset: string, weight: FontWeight): string {
  return join(directory, `noto-sans-jp-${subset}-${weight}-normal.woff2`);
}

function numberedSubsets(directory: string): string[] {
  const numbers = readdirSync(directory)
    .map((file) => /^noto-sans-jp-(\d+)-400-normal\.woff2$/.exec(file)?.[1])
    .filter((number): number is string => number !== undefined);
  return numbers.sort((a, b) => Number(a) - Number(b));
}

/**
 * Skia picks one typeface per family name and never falls back to other files registered under
 * the same name, so each Fontsource subset gets its own family and the CSS family list carries the
 * per-glyph fallback. No system font is ever named. `first` numbers the families.
 */
function registerFamilies(directory: string, subsets: readonly string[], first: number): string[] {
  return subsets.map((subset, index) => {
    const family = `${ALIAS} ${first + index}`;
    for (const weight of WEIGHTS) {
      const path = fileOf(directory, subset, weight);
      if (!GlobalFonts.registerFromPath(path, family)) throw new Error(`could not register font ${path}`);
    }
    return `"${family}"`;
  });
}

function registerCommonFonts(): ShippedFonts {
  const directory = fontsDirectory();
  const families = registerFamilies(directory, COMMON_SUBSETS, 0);
  const commonCodePoints = new Set<number>();
  for (const subset of COMMON_SUBSETS) {
    for (const codePoint of woff2CodePoints(fileOf(directory, subset, 400))) commonCodePoints.add(codePoint);
  }
  return { common: families.join(', '), commonCodePoints, full: null };
}

/**
 * The numbered slices hold rare kanji only; loaded, they cost a render thread tens of MiB, so
 * they are registered the first time a text has a character the common subsets lack.
 */
function fullFamilies(fonts: ShippedFonts): string {
  if (fonts.full === null) {
    const directory = fontsDirectory();
    const slices = registerFamilies(directory, numberedSubsets(directory), COMMON_SUBSETS.length);
    fonts.full = [fonts.common, ...slices].join(', ');
  }
  return fonts.full;
}

let shipped: ShippedFonts | null = null;

/** The shipped fonts' common subsets, registered on first use (once per thread). */
function shippedFonts(): ShippedFonts {
  shipped ??= registerCommonFonts();
  return shipped;
}

/** The CSS family list that draws `text`: the short common one when it covers every character. */
export function fontFamily(text: string): string {
  const fonts = shippedFonts();
  for (const char of text) {
    if (!fonts.commonCodePoints.has(char.codePointAt(0) ?? 0)) return fullFamilies(fonts);
  }
  return fonts.common;
}

/** A canvas `font` value in the shipped family, for drawing `text`. */
export function font(size: number, weight: FontWeight, text: string): string {
  return `${weight} ${size}px ${fontFamily(text)}`;
}
