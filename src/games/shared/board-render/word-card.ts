import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, fillRoundedRect } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import type { TileText } from '../../../platform/render/tile.js';
import { CARD_RADIUS, CARD_STRIP, WORD_MAX_SIZE, wordBox } from './word-grid.js';

const PLATE_TOP = CARD_STRIP - 4;

/** A card's word, as large as fits its box. */
export function cardWord(text: string, box: Box, color: string): TileText {
  return { text, box, options: { weight: 700, maxSize: WORD_MAX_SIZE, color } };
}

export function drawWord(context: SKRSContext2D, text: string, box: Box, color: string): void {
  const word = cardWord(text, box, color);
  drawFittedText(context, word.text, word.box, word.options);
}

/** A name plate below the card's top strip, like the printed cards, and where its word goes. */
export function plateOf(card: Box, top = PLATE_TOP): { plate: Box; word: Box } {
  const plate = { x: card.x + 6, y: card.y + top, width: card.width - 12, height: card.height - top - 6 };
  return { plate, word: { ...wordBox(card), y: plate.y + 4, height: plate.height - 8 } };
}

export function fillPlate(context: SKRSContext2D, plate: Box, color: string): void {
  fillRoundedRect(context, plate, CARD_RADIUS - 4, color);
}

/** The word on its name plate. */
export function drawPlate(
  context: SKRSContext2D,
  card: Box,
  text: string,
  colors: { plate: string; ink: string },
  top = PLATE_TOP,
) {
  const { plate, word } = plateOf(card, top);
  fillPlate(context, plate, colors.plate);
  drawWord(context, text, word, colors.ink);
}
