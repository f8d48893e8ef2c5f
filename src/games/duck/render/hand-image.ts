import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { singlePng } from '../../../platform/render/banded-png.js';
import { type Box, fillRoundedRect, strokeRoundedRect } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { movementCards } from '../deck.js';
import type { MovementCard } from '../engine/index.js';
import { tDuckLabel } from './labels/index.js';
import { diagramCell, drawRouteDiagram } from './route-diagram.js';
import { palette } from './theme.js';

export const CARD_WIDTH = 220;
export const CARD_HEIGHT = 320;
export const HAND_MARGIN = 16;
const CARD_GAP = 16;
const NUMBER_HEIGHT = 64;
const ROUTE_LABEL_SIZE = 26;
const ROUTE_GAP = 8;

export interface HandPicture {
  /** The player's cards, as their hand holds them. */
  cards: number[];
  /**
   * Cards already chosen this round: marked, with the duck they are for (1 or 2) when the player
   * races two, null when one.
   */
  chosen: { card: number; duck: number | null }[];
  language: Language;
}

export function cardBox(index: number): Box {
  return {
    x: HAND_MARGIN + index * (CARD_WIDTH + CARD_GAP),
    y: HAND_MARGIN,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  };
}

/** Where two routes go: side by side (label above) or one above the other (label left). */
function routeSlots(box: Box, sideBySide: boolean): { label: Box; diagram: Box }[] {
  return [0, 1].map((index) => {
    if (sideBySide) {
      const width = (box.width - ROUTE_GAP) / 2;
      const x = box.x + index * (width + ROUTE_GAP);
      return {
        label: { x, y: box.y, width, height: ROUTE_LABEL_SIZE },
        diagram: { x, y: box.y + ROUTE_LABEL_SIZE, width, height: box.height - ROUTE_LABEL_SIZE },
      };
    }
    const height = (box.height - ROUTE_GAP) / 2;
    const y = box.y + index * (height + ROUTE_GAP);
    return {
      label: { x: box.x, y, width: ROUTE_LABEL_SIZE, height },
      diagram: { x: box.x + ROUTE_LABEL_SIZE, y, width: box.width - ROUTE_LABEL_SIZE, height },
    };
  });
}

/** The routes: one fills the card; two, labelled A and B, side by side or stacked, whichever draws them larger. */
function drawRoutes(context: SKRSContext2D, card: MovementCard, box: Box): void {
  const [first, second] = card.routes;
  if (!first) return;
  if (!second) {
    drawRouteDiagram(context, first, box);
    return;
  }
  const cellIn = (slots: { diagram: Box }[]) =>
    Math.min(
      ...[first, second].map((route, index) => {
        const slot = slots[index]?.diagram ?? box;
        return diagramCell(route, slot.width, slot.height);
      }),
    );
  const sideBySide = routeSlots(box, true);
  const stacked = routeSlots(box, false);
  const slots = cellIn(sideBySide) >= cellIn(stacked) ? sideBySide : stacked;
  [first, second].forEach((route, index) => {
    const slot = slots[index];
    if (!slot) return;
    drawFittedText(context, index === 0 ? 'A' : 'B', slot.label, {
      weight: 700,
      maxSize: 22,
      color: palette.cardInk,
    });
    drawRouteDiagram(context, route, slot.diagram);
  });
}

function drawCard(
  context: SKRSContext2D,
  card: MovementCard,
  box: Box,
  chosen: HandPicture['chosen'][number] | undefined,
  language: Language,
): void {
  fillRoundedRect(context, box, 14, palette.card);
  if (chosen) strokeRoundedRect(context, box, 14, palette.chosen, 6);
  drawFittedText(
    context,
    String(card.number),
    { x: box.x + 14, y: box.y + 8, width: 100, height: NUMBER_HEIGHT - 8 },
    { weight: 700, maxSize: 60, color: palette.cardInk, align: 'left' },
  );
  if (chosen) {
    const tag = { x: box.x + box.width - 102, y: box.y + 14, width: 90, height: 28 };
    fillRoundedRect(context, tag, 14, palette.chosen);
    drawFittedText(
      context,
      chosen.duck === null
        ? tDuckLabel(language, 'hand.chosen')
        : tDuckLabel(language, 'hand.chosenFor', { number: chosen.duck }),
      { ...tag, x: tag.x + 6, width: tag.width - 12 },
      {
        weight: 700,
        maxSize: 18,
        color: palette.cardInk,
      },
    );
  }
  drawRoutes(context, card, {
    x: box.x + 10,
    y: box.y + NUMBER_HEIGHT + 4,
    width: box.width - 20,
    height: box.height - NUMBER_HEIGHT - 16,
  });
}

/** A player's cards in a row, each with its number and route diagrams; the chosen ones marked. */
export function renderHandImage(picture: HandPicture): Buffer {
  const cards = picture.cards.flatMap((number) => movementCards.find((card) => card.number === number) ?? []);
  const count = Math.max(1, cards.length);
  const width = 2 * HAND_MARGIN + count * CARD_WIDTH + (count - 1) * CARD_GAP;
  return singlePng(width, CARD_HEIGHT + 2 * HAND_MARGIN, palette.table, (context) => {
    cards.forEach((card, index) => {
      const chosen = picture.chosen.find((entry) => entry.card === card.number);
      drawCard(context, card, cardBox(index), chosen, picture.language);
    });
  });
}
