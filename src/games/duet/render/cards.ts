import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, fillRoundedRect, stripeRoundedRect } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import type { Tile } from '../../../platform/render/tile.js';
import { drawAgentIcon } from '../../shared/board-render/icons.js';
import { cardWord, drawPlate, drawWord, fillPlate, plateOf } from '../../shared/board-render/word-card.js';
import { CARD_RADIUS, ICON_SIZE, iconCenter, wordBox } from '../../shared/board-render/word-grid.js';
import type { KeyColor, PublicCell } from '../engine/index.js';
import { drawCheckBadge, drawMissedBadges } from './badges.js';
import { keyIcon } from './icons.js';
import { keyFill, keyInk, palette } from './theme.js';

/** Height of the key halves on a revealed card. */
const REVEAL_STRIP = 30;
const STRIPE_SPACING = 18;

/** A public card: its shapes and timer tokens (the same tile on every board), its word on top. */
function publicTile(
  card: Box,
  cell: PublicCell,
  shapes: { state: string; draw: (context: SKRSContext2D, at: Box) => void },
  word: { box: Box; ink: string },
): Tile {
  const missed = [...cell.missedBy].sort();
  return {
    box: card,
    key: `duet-public:${shapes.state}:${missed.join('')}`,
    draw: (context, at) => {
      shapes.draw(context, at);
      drawMissedBadges(context, at, missed);
    },
    texts: [cardWord(cell.word.text, word.box, word.ink)],
  };
}

function drawAgent(context: SKRSContext2D, card: Box): void {
  fillRoundedRect(context, card, CARD_RADIUS, palette.agent);
  const icon = iconCenter(card);
  drawAgentIcon(context, icon.x, icon.y, ICON_SIZE, palette.agentInk);
}

function drawOutOfPlay(context: SKRSContext2D, card: Box): void {
  fillRoundedRect(context, card, CARD_RADIUS, palette.outOfPlay);
  stripeRoundedRect(context, card, CARD_RADIUS, palette.outOfPlayStripe, STRIPE_SPACING);
}

function drawCovered(context: SKRSContext2D, card: Box): void {
  fillRoundedRect(context, card, CARD_RADIUS, palette.card);
  fillPlate(context, plateOf(card).plate, palette.plate);
}

/** The public board: covered agents, timer tokens naming who missed, words out of play. */
export function publicCardTile(cell: PublicCell, card: Box): Tile {
  if (cell.agent) {
    return publicTile(
      card,
      cell,
      { state: 'agent', draw: drawAgent },
      { box: wordBox(card), ink: palette.agentInk },
    );
  }
  if (cell.outOfPlay) {
    const word = { box: wordBox(card), ink: palette.outOfPlayWord };
    return publicTile(card, cell, { state: 'out', draw: drawOutOfPlay }, word);
  }
  const word = { box: plateOf(card).word, ink: palette.word };
  return publicTile(card, cell, { state: 'covered', draw: drawCovered }, word);
}

/** One side of the key: its colour and icon on every card, the public state on top. */
export function drawKeyCard(context: SKRSContext2D, cell: PublicCell, color: KeyColor, card: Box): void {
  fillRoundedRect(context, card, CARD_RADIUS, keyFill[color]);
  const icon = iconCenter(card);
  keyIcon[color](context, icon.x, icon.y, ICON_SIZE, keyInk[color]);
  drawWord(context, cell.word.text, wordBox(card), keyInk[color]);
  if (cell.outOfPlay) {
    fillRoundedRect(context, card, CARD_RADIUS, palette.veil);
    if (cell.missedBy.length >= 2)
      stripeRoundedRect(context, card, CARD_RADIUS, palette.veilStripe, STRIPE_SPACING);
  }
  if (cell.agent) drawCheckBadge(context, card.x + card.width - 22, card.y + 21, 15);
  const badgeRoom = cell.agent ? { ...card, width: card.width - 40 } : card;
  drawMissedBadges(context, badgeRoom, cell.missedBy);
}

/** After the game: side A's key on the left of the top strip, side B's on the right, the word below. */
export function drawRevealedCard(
  context: SKRSContext2D,
  cell: PublicCell,
  colors: { A: KeyColor; B: KeyColor },
  card: Box,
): void {
  fillRoundedRect(context, card, CARD_RADIUS, palette.revealFrame);
  const half = (card.width - 15) / 2;
  for (const [index, side] of (['A', 'B'] as const).entries()) {
    const color = colors[side];
    const box = { x: card.x + 6 + index * (half + 3), y: card.y + 6, width: half, height: REVEAL_STRIP };
    fillRoundedRect(context, box, 7, keyFill[color]);
    keyIcon[color](context, box.x + 16, box.y + box.height / 2, 22, keyInk[color]);
    drawFittedText(
      context,
      side,
      { x: box.x + 34, y: box.y + 2, width: box.width - 40, height: box.height - 4 },
      {
        weight: 700,
        maxSize: 20,
        color: keyInk[color],
      },
    );
  }
  const plate = cell.agent
    ? { plate: palette.agent, ink: palette.agentInk }
    : { plate: palette.plate, ink: palette.word };
  drawPlate(context, card, cell.word.text, plate, REVEAL_STRIP + 10);
}
