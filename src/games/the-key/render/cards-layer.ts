import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  type Box,
  fillRoundedRect,
  inset,
  stripeRoundedRect,
  strokeRoundedRect,
} from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { drawGlyph } from './glyphs.js';
import { type KeyLabelKey, tKeyLabel } from './labels/index.js';
import { CARDS_HEIGHT, IMAGE_WIDTH, MARGIN, row } from './layout.js';
import type { SceneCard, TableScene } from './table-scene.js';
import { palette } from './theme.js';

const CARD_GAP = 14;
const ACTION_AREA = 0.64;
const CARD_RADIUS = 12;
const NAME_HEIGHT = 32;
const TRACE_BAND = 36;
/** The time cards' picture, the same hourglass as the symbol. */
const HOURGLASS = 'sym-17';

/** An action card: its name, the value to beat, and a red band when a trace blocks it. */
function drawActionCard(context: SKRSContext2D, scene: TableScene, card: SceneCard, box: Box): void {
  fillRoundedRect(context, box, CARD_RADIUS, palette.card);
  drawFittedText(
    context,
    tKeyLabel(scene.language, `action.${card.action}` as KeyLabelKey),
    { x: box.x + 10, y: box.y + 8, width: box.width - 20, height: NAME_HEIGHT },
    { maxSize: 24, color: palette.cardInk, weight: 700 },
  );
  const valueBox: Box = {
    x: box.x + 10,
    y: box.y + NAME_HEIGHT + 12,
    width: box.width - 20,
    height: box.height - NAME_HEIGHT - TRACE_BAND - 20,
  };
  drawFittedText(context, card.value === null ? '–' : String(card.value), valueBox, {
    maxSize: 72,
    color: card.value === null ? palette.cardMuted : palette.cardInk,
    weight: 700,
  });
  if (card.trace === null) return;
  strokeRoundedRect(context, box, CARD_RADIUS, palette.trace, 6);
  const band: Box = { x: box.x, y: box.y + box.height - TRACE_BAND, width: box.width, height: TRACE_BAND };
  fillRoundedRect(context, band, CARD_RADIUS, palette.trace);
  stripeRoundedRect(context, inset(valueBox, -4, 0), 6, palette.traceHatch, 16);
  drawGlyph(context, card.trace, band.x + 24, band.y + band.height / 2, 24, palette.token, palette.trace);
  drawFittedText(
    context,
    tKeyLabel(scene.language, 'card.trace'),
    { x: band.x + 42, y: band.y + 4, width: band.width - 52, height: band.height - 8 },
    { maxSize: 22, color: palette.token, weight: 700 },
  );
}

/** The resource deck face down, with how many cards are left. */
function drawDeck(context: SKRSContext2D, scene: TableScene, back: Box): void {
  fillRoundedRect(context, { ...back, x: back.x + 6, y: back.y - 6 }, CARD_RADIUS, palette.stackEdge);
  fillRoundedRect(context, back, CARD_RADIUS, palette.cardBack);
  drawFittedText(
    context,
    tKeyLabel(scene.language, 'deck.title'),
    { x: back.x + 10, y: back.y + 8, width: back.width - 20, height: NAME_HEIGHT },
    { maxSize: 22, color: palette.cardBackInk, weight: 700 },
  );
  drawFittedText(
    context,
    String(scene.deckSize),
    {
      x: back.x + 10,
      y: back.y + NAME_HEIGHT + 16,
      width: back.width - 20,
      height: back.height - NAME_HEIGHT - 32,
    },
    { maxSize: 64, color: palette.textOnTable, weight: 700 },
  );
}

/**
 * The discard pile card: before the crisis the time cards wait on it; in the crisis it counts the
 * time icons already discarded against the number that loses the mission.
 */
function drawDiscard(context: SKRSContext2D, scene: TableScene, box: Box): void {
  const { language, crisis } = scene;
  fillRoundedRect(context, box, CARD_RADIUS, crisis ? palette.crisis : palette.consoleBody);
  drawFittedText(
    context,
    tKeyLabel(language, crisis ? 'discard.crisis' : 'discard.title'),
    { x: box.x + 10, y: box.y + 8, width: box.width - 20, height: NAME_HEIGHT },
    { maxSize: 24, color: palette.textOnTable, weight: 700 },
  );
  const slots = crisis ? scene.losingTimeIcons : scene.timeCardsWaiting;
  const lit = crisis ? scene.timeIcons : scene.timeCardsWaiting;
  const iconRow = row(
    { x: box.x + 14, y: box.y + NAME_HEIGHT + 20, width: box.width - 28, height: 52 },
    Math.max(slots, 1),
    6,
  );
  iconRow.slice(0, slots).forEach((slot, index) => {
    const size = Math.min(slot.width, slot.height);
    const color = index < lit ? palette.timeIcon : palette.tabClosed;
    drawGlyph(
      context,
      HOURGLASS,
      slot.x + slot.width / 2,
      slot.y + slot.height / 2,
      size,
      color,
      palette.consoleBody,
    );
  });
  const caption = crisis
    ? tKeyLabel(language, 'discard.timeIcons', { icons: scene.timeIcons, limit: scene.losingTimeIcons })
    : tKeyLabel(language, 'discard.timeWaiting', { count: scene.timeCardsWaiting });
  drawFittedText(
    context,
    caption,
    { x: box.x + 10, y: box.y + box.height - 40, width: box.width - 20, height: 30 },
    { maxSize: 20, color: palette.textOnTable, weight: 700 },
  );
}

/** The four action cards in a row, then the deck and the discard pile card. */
export function drawCards(context: SKRSContext2D, scene: TableScene, top: number): void {
  const area: Box = { x: MARGIN, y: top + 12, width: IMAGE_WIDTH - 2 * MARGIN, height: CARDS_HEIGHT - 24 };
  const actionsWidth = area.width * ACTION_AREA;
  const actionBoxes = row({ ...area, width: actionsWidth }, scene.cards.length, CARD_GAP);
  scene.cards.forEach((card, index) => {
    const box = actionBoxes[index];
    if (box) drawActionCard(context, scene, card, box);
  });
  const [deck, discard] = row(
    { ...area, x: area.x + actionsWidth + 3 * CARD_GAP, width: area.width - actionsWidth - 3 * CARD_GAP },
    2,
    2 * CARD_GAP,
  );
  if (deck) drawDeck(context, scene, deck);
  if (discard) drawDiscard(context, scene, discard);
}
