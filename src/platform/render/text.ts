import type { SKRSContext2D } from '@napi-rs/canvas';
import { LRUCache } from 'lru-cache';
import { type FontWeight, font } from './fonts.js';
import type { Box } from './shapes.js';

/**
 * Noto Sans JP has no ő ű Ő Ű (Hungarian), nor a combining double acute to build them: they are
 * drawn as the bare letter plus the font's own acute twice, side by side.
 */
const DOUBLE_ACUTE: Record<string, { acute: string; bare: string }> = {
  ő: { acute: 'ó', bare: 'o' },
  ű: { acute: 'ú', bare: 'u' },
  Ő: { acute: 'Ó', bare: 'O' },
  Ű: { acute: 'Ú', bare: 'U' },
};
const DOUBLE_ACUTE_PATTERN = /[őűŐŰ]/gu;
/** Half the distance between the two acutes, as a share of the letter's advance. */
const ACUTE_SPREAD = 0.16;

/** Emoji with their joiners and modifiers: no shipped font draws them, so names drop them rather than show boxes. */
const UNDRAWABLE =
  /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]|\u{FE0E}|\u{FE0F}|\u{200D}/gu;

export function withoutUndrawable(text: string): string {
  return text.replace(UNDRAWABLE, '').replace(/\s+/g, ' ').trim();
}

/** The text with single acutes: same advances, so it measures like what `drawText` draws. */
function measurable(text: string): string {
  return text.replace(DOUBLE_ACUTE_PATTERN, (char) => DOUBLE_ACUTE[char]?.acute ?? char);
}

/** Sets the context's font to the shipped family that draws `text`. */
export function useFont(context: SKRSContext2D, text: string, size: number, weight: FontWeight = 400): void {
  context.font = font(size, weight, measurable(text));
}

export interface InkMetrics {
  width: number;
  /** How far ink reaches left of the pen position (0 when it starts right of it). */
  left: number;
  ascent: number;
  descent: number;
}

/** The ink box of `text` in the context's current font. */
export function measureInk(context: SKRSContext2D, text: string): InkMetrics {
  const metrics = context.measureText(measurable(text));
  const left = Math.max(0, metrics.actualBoundingBoxLeft);
  return {
    width: Math.max(metrics.width, left + metrics.actualBoundingBoxRight),
    left,
    ascent: metrics.actualBoundingBoxAscent,
    descent: metrics.actualBoundingBoxDescent,
  };
}

function drawDoubleAcute(
  context: SKRSContext2D,
  char: { acute: string; bare: string },
  x: number,
  y: number,
) {
  context.fillText(char.bare, x, y);
  const bareTop = context.measureText(char.bare).actualBoundingBoxAscent;
  const advance = context.measureText(char.acute).width;
  const spread = advance * ACUTE_SPREAD;
  context.save();
  context.beginPath();
  context.rect(x - advance, y - 4 * advance, 3 * advance, 4 * advance - bareTop - advance * 0.02);
  context.clip();
  context.fillText(char.acute, x - spread, y);
  context.fillText(char.acute, x + spread, y);
  context.restore();
}

/** `fillText` from the left end of the alphabetic baseline, ő ű Ő Ű included. */
export function drawText(context: SKRSContext2D, text: string, x: number, y: number): void {
  context.textAlign = 'left';
  context.textBaseline = 'alphabetic';
  let pen = x;
  let start = 0;
  for (const match of text.matchAll(DOUBLE_ACUTE_PATTERN)) {
    const char = DOUBLE_ACUTE[match[0]];
    if (!char) continue;
    const run = text.slice(start, match.index);
    context.fillText(run, pen, y);
    pen += context.measureText(run).width;
    drawDoubleAcute(context, char, pen, y);
    pen += context.measureText(char.acute).width;
    start = match.index + match[0].length;
  }
  context.fillText(text.slice(start), pen, y);
}

export interface FitOptions {
  weight?: FontWeight;
  maxSize: number;
  color: string;
  align?: 'left' | 'center' | 'right';
}

/** Every line is at least this tall and deep (in em), so texts of one size share a baseline. */
const MIN_ASCENT = 0.74;
const MIN_DESCENT = 0.2;
const REFERENCE_SIZE = 100;

interface Fitted {
  ink: InkMetrics;
  ascent: number;
  descent: number;
}

function fitted(context: SKRSContext2D, text: string, size: number): Fitted {
  const ink = measureInk(context, text);
  return {
    ink,
    ascent: Math.max(ink.ascent, MIN_ASCENT * size),
    descent: Math.max(ink.descent, MIN_DESCENT * size),
  };
}

const fits = (line: Fitted, box: Box) =>
  line.ink.width <= box.width && line.ascent + line.descent <= box.height;

/**
 * Sets the largest font (at most `maxSize`) at which the text fits the box on one line: never
 * wrapped, never cut; long words just get smaller. Ink scales with the size, so one measure finds
 * the size and a second checks it against hinting.
 */
function measureFit(context: SKRSContext2D, text: string, box: Box, options: FitOptions): FittedSize {
  useFont(context, text, REFERENCE_SIZE, options.weight);
  const reference = fitted(context, text, REFERENCE_SIZE);
  const scale = Math.min(
    box.width / Math.max(reference.ink.width, 1),
    box.height / (reference.ascent + reference.descent),
  );
  let size = Math.min(options.maxSize, Math.floor(REFERENCE_SIZE * scale * 2) / 2);
  for (;;) {
    useFont(context, text, size, options.weight);
    const line = fitted(context, text, size);
    if (fits(line, box) || size <= 1) return { ...line, size };
    size -= 0.5;
  }
}

interface FittedSize extends Fitted {
  size: number;
}

/**
 * Fitted sizes by text and box: a board redraws the same words in the same boxes picture after
 * picture, and measuring it (setting a font, shaping the text) took five times as long as drawing it.
 */
const fittedSizes = new LRUCache<string, FittedSize>({ max: 20_000 });

function fitFont(context: SKRSContext2D, text: string, box: Box, options: FitOptions): Fitted {
  const key = `${options.weight ?? 400}|${options.maxSize}|${box.width}|${box.height}|${text}`;
  const known = fittedSizes.get(key);
  if (known) {
    useFont(context, text, known.size, options.weight);
    return known;
  }
  const fit = measureFit(context, text, box, options);
  fittedSizes.set(key, fit);
  return fit;
}

/** Draws one line of text as large as fits the box (up to `maxSize`), centred vertically; returns its line box. */
export function drawFittedText(context: SKRSContext2D, text: string, box: Box, options: FitOptions): Box {
  const line = fitFont(context, text, box, options);
  const free = box.width - line.ink.width;
  const offset = options.align === 'left' ? 0 : options.align === 'right' ? free : free / 2;
  const baseline = box.y + (box.height - line.ascent - line.descent) / 2 + line.ascent;
  context.fillStyle = options.color;
  drawText(context, text, box.x + offset + line.ink.left, baseline);
  return {
    x: box.x + offset,
    y: baseline - line.ascent,
    width: line.ink.width,
    height: line.ascent + line.descent,
  };
}
