import type { TiledBand } from '../../../platform/render/banded-png.js';
import type { Box } from '../../../platform/render/shapes.js';
import type { Tile } from '../../../platform/render/tile.js';
import { BOARD_COLUMNS } from '../../words/word-card.js';

export const IMAGE_WIDTH = 1000;
/**
 * A live board is drawn at three quarters of the size it is laid out in: 750 px wide, still wider
 * than Discord shows a picture in a channel. Every board after a burst of presses is drawn anew,
 * and its cost goes with its pixels (docs/performance.md: 7 ms of the render thread at 1,000 px,
 * 5 ms at 750, and a third fewer bytes).
 */
export const BOARD_SCALE = 0.75;
export const MARGIN = 26;
export const CARD_WIDTH = 180;
export const CARD_HEIGHT = 116;
export const CARD_GAP = 12;
export const CARD_RADIUS = 12;
/** Words are never drawn larger than this; long ones shrink to fit their card. */
export const WORD_MAX_SIZE = 34;

export const GRID_HEIGHT = BOARD_COLUMNS * CARD_HEIGHT + (BOARD_COLUMNS - 1) * CARD_GAP;

export function cardBox(index: number, gridTop: number): Box {
  const column = index % BOARD_COLUMNS;
  const row = Math.floor(index / BOARD_COLUMNS);
  return {
    x: MARGIN + column * (CARD_WIDTH + CARD_GAP),
    y: gridTop + row * (CARD_HEIGHT + CARD_GAP),
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  };
}

/** The strip along a card's top that holds its icon and badges; the word sits below it. */
export const CARD_STRIP = 38;

export function wordBox(card: Box): Box {
  return {
    x: card.x + 13,
    y: card.y + CARD_STRIP,
    width: card.width - 26,
    height: card.height - CARD_STRIP - 8,
  };
}

/** Where a card's icon goes: the same spot on every card, so cards compare at a glance. */
export function iconCenter(card: Box): { x: number; y: number } {
  return { x: card.x + 24, y: card.y + 21 };
}
export const ICON_SIZE = 28;

const ROW_PITCH = CARD_HEIGHT + CARD_GAP;

/** Where the grid's bands start and end: half a gap outside the cards, where nothing is drawn. */
export function gridEdges(gridTop: number): { top: number; bottom: number } {
  return { top: gridTop - CARD_GAP / 2, bottom: gridTop + GRID_HEIGHT + CARD_GAP / 2 };
}

/**
 * The grid as one band per row of cards: a guess changes one card, so one row is put together
 * anew and the other four come from the cache. `rowKey` must name everything the row's tiles
 * show; `rowTiles` adds what a row shows besides its cards (a frame's sides).
 */
export function cardRowBands(
  gridTop: number,
  rowKey: (cells: number[]) => string,
  cardTile: (index: number, box: Box) => Tile | null,
  rowTiles: (top: number, height: number) => Tile[] = () => [],
): TiledBand[] {
  return Array.from({ length: BOARD_COLUMNS }, (_, row) => {
    const cells = Array.from({ length: BOARD_COLUMNS }, (_, column) => row * BOARD_COLUMNS + column);
    const cards = cells.map((index) => cardTile(index, cardBox(index, gridTop)));
    return {
      height: ROW_PITCH,
      key: rowKey(cells),
      tiles: [
        ...rowTiles(gridTop - CARD_GAP / 2 + row * ROW_PITCH, ROW_PITCH),
        ...cards.filter((tile): tile is Tile => tile !== null),
      ],
    };
  });
}
