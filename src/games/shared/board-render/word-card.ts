import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, fillRoundedRect } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { CARD_RADIUS, CARD_STRIP, WORD_MAX_SIZE, wordBox } from './word-grid.js';

const PLATE_TOP = CARD_STRIP - 4;

export function drawWord(context: SKRSContext2D, text: string, box: Box, color: string): void {
  drawFittedText(context, text, box, { weight: 700, maxSize: WORD_MAX_SIZE, color });
}

/** The word on a name plate below the card's top strip, like the printed cards. */
export function drawPlate(
  context: SKRSContext2D,
  card: Box,
  text: string,
  colors: { plate: string; ink: string },
  top = PLATE_TOP,
) {
  const plate = { x: card.x + 6, y: card.y + top, width: card.width - 12, height: card.height - top - 6 };
  fillRoundedRect(context, plate, CARD_RADIUS - 4, colors.plate);
  drawWord(context, text, { ...wordBox(card), y: plate.y + 4, height: plate.height - 8 }, colors.ink);
}
