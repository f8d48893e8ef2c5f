import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, fillRoundedRect, inset } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';

/** The clue word as large as fits its box, its number in a pill after it; `empty` when there is no clue. */
export function drawClueWord(
  context: SKRSContext2D,
  clue: { word: string; number: number } | null,
  box: Box,
  style: { empty: string; text: string; muted: string; pillInk: string },
): void {
  if (!clue) {
    drawFittedText(context, style.empty, box, {
      weight: 700,
      maxSize: 36,
      color: style.muted,
      align: 'left',
    });
    return;
  }
  const number = String(clue.number);
  const pillWidth = 30 + 26 * number.length;
  const word = drawFittedText(
    context,
    clue.word,
    { ...box, width: box.width - pillWidth - 18 },
    { weight: 700, maxSize: 56, color: style.text, align: 'left' },
  );
  const pill = { x: word.x + word.width + 18, y: box.y + 8, width: pillWidth, height: box.height - 16 };
  fillRoundedRect(context, pill, pill.height / 2, style.text);
  drawFittedText(context, number, inset(pill, 12, 6), { weight: 700, maxSize: 44, color: style.pillInk });
}
