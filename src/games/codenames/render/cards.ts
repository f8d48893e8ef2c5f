import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, fillRoundedRect, stripeRoundedRect } from '../../../platform/render/shapes.js';
import { drawTile, type Tile } from '../../../platform/render/tile.js';
import {
  drawAgentIcon,
  drawAssassinIcon,
  drawBystanderIcon,
  type Icon,
} from '../../shared/board-render/icons.js';
import { cardWord, fillPlate, plateOf } from '../../shared/board-render/word-card.js';
import { CARD_RADIUS, ICON_SIZE, iconCenter, wordBox } from '../../shared/board-render/word-grid.js';
import type { Identity, PublicCell } from '../engine/index.js';
import { identityFill, identityInk, palette } from './theme.js';

const identityIcon: Record<Identity, Icon> = {
  red: drawAgentIcon,
  blue: drawAgentIcon,
  bystander: drawBystanderIcon,
  assassin: drawAssassinIcon,
};

/** Height of the identity strip on a card revealed at the end of the game. */
const REVEAL_STRIP = 34;
const STRIPE_SPACING = 16;

/** Red cards are striped and blue ones plain, so the teams differ in shape for every eye and in greyscale. */
function fillIdentity(context: SKRSContext2D, box: Box, radius: number, identity: Identity): void {
  fillRoundedRect(context, box, radius, identityFill[identity]);
  if (identity === 'red') stripeRoundedRect(context, box, radius, palette.redStripe, STRIPE_SPACING);
}

/** A card covered by the card of its identity: its colour, its icon, the word still readable. */
function coveredCardTile(word: string, identity: Identity, card: Box): Tile {
  return {
    box: card,
    key: `cn-covered:${identity}`,
    draw: (context, at) => {
      fillIdentity(context, at, CARD_RADIUS, identity);
      const icon = iconCenter(at);
      identityIcon[identity](context, icon.x, icon.y, ICON_SIZE, identityInk[identity]);
    },
    texts: [cardWord(word, wordBox(card), identityInk[identity])],
  };
}

/** An uncovered word on its plate, with what `strip` draws above it (a revealed identity). */
function plateCardTile(word: string, card: Box, plateTop: number | undefined, strip?: Identity): Tile {
  return {
    box: card,
    key: `cn-plate:${plateTop ?? ''}:${strip ?? ''}`,
    draw: (context, at) => {
      fillRoundedRect(context, at, CARD_RADIUS, palette.card);
      if (strip) drawIdentityStrip(context, at, strip);
      fillPlate(context, plateOf(at, plateTop).plate, palette.plate);
    },
    texts: [cardWord(word, plateOf(card, plateTop).word, palette.word)],
  };
}

function drawIdentityStrip(context: SKRSContext2D, card: Box, identity: Identity): void {
  const strip = { x: card.x + 6, y: card.y + 6, width: card.width - 12, height: REVEAL_STRIP };
  fillIdentity(context, strip, 7, identity);
  identityIcon[identity](context, strip.x + 18, strip.y + strip.height / 2, 24, identityInk[identity]);
}

/** The public board: uncovered words on their plates, covered ones as what covers them. */
export function publicCardTile(cell: PublicCell, card: Box): Tile {
  if (cell.covering) return coveredCardTile(cell.word.text, cell.covering, card);
  return plateCardTile(cell.word.text, card, undefined);
}

/** The spymasters' key: every word in its identity's colour; words already covered under a veil. */
export function drawKeyCard(context: SKRSContext2D, cell: PublicCell, identity: Identity, card: Box): void {
  drawTile(context, coveredCardTile(cell.word.text, identity, card));
  if (cell.covering) fillRoundedRect(context, card, CARD_RADIUS, palette.veil);
}

/** After the game: covered words as they were, the others with their identity on a strip above the word. */
export function revealedCardTile(cell: PublicCell, identity: Identity, card: Box): Tile {
  if (cell.covering) return coveredCardTile(cell.word.text, identity, card);
  return plateCardTile(cell.word.text, card, REVEAL_STRIP + 10, identity);
}
