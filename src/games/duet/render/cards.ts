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

/** A public card's shapes and badges: the same tile on every board with the same state. */
function publicTile(
  card: Box,
  cell: PublicCell,
  state: string,
  draw: (context: SKRSContext2D, at: Box) => void,
): Tile {
  const missed = [...cell.missedBy].sort();
  return {
    box: card,
    key: `duet-public:${state}:${missed.join('')}`,
    draw: (context, at) => {
      draw(context, at);
      drawMissedBadges(context, at, missed);
    },
    texts: [],
  };
}

/** The public board: covered agents, timer tokens naming who missed, words out of play. */
export function publicCardTile(cell: PublicCell, card: Box): Tile {
  const text = cell.word.text;
  if (cell.agent) {
    const tile = publicTile(card, cell, 'agent', (context, at) => {
      fillRoundedRect(context, at, CARD_RADIUS, palette.agent);
      const icon = iconCenter(at);
      drawAgentIcon(context, icon.x, icon.y, ICON_SIZE, palette.agentInk);
    });
    return { ...tile, texts: [cardWord(text, wordBox(card), palette.agentInk)] };
  }
  if (cell.outOfPlay) {
    const tile = publicTile(card, cell, 'out', (context, at) => {
      fillRoundedRect(context, at, CARD_RADIUS, palette.outOfPlay);
      stripeRoundedRect(context, at, CARD_RADIUS, palette.outOfPlayStripe, STRIPE_SPACING);
    });
    return { ...tile, texts: [cardWord(text, wordBox(card), palette.outOfPlayWord)] };
  }
  const tile = publicTile(card, cell, 'covered', (context, at) => {
    fillRoundedRect(context, at, CARD_RADIUS, palette.card);
    fillPlate(context, plateOf(at).plate, palette.plate);
  });
  return { ...tile, texts: [cardWord(text, plateOf(card).word, palette.word)] };
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
