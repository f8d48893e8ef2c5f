import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, fillRoundedRect, inset, stripeRoundedRect } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { tKeyLabel } from './labels/index.js';
import { CONSOLE_HEIGHT, IMAGE_WIDTH, MARGIN } from './layout.js';
import type { SceneTab, TableScene } from './table-scene.js';
import { palette } from './theme.js';
import { drawTokenFace } from './token-tile.js';

const TITLE_HEIGHT = 28;
const MAX_TAB_WIDTH = 118;
const TAB_GAP = 12;
const SYMBOL_SIZE = 54;

/** One console position: its symbol on top, and under it the tab, lifted to show its character or still down. */
function drawTab(context: SKRSContext2D, tab: SceneTab, box: Box): void {
  const symbolSide = Math.min(SYMBOL_SIZE, box.width - 8);
  drawTokenFace(context, tab.symbol, {
    x: box.x + (box.width - symbolSide) / 2,
    y: box.y,
    width: symbolSide,
    height: symbolSide,
  });
  const flap: Box = {
    x: box.x,
    y: box.y + symbolSide + 8,
    width: box.width,
    height: box.height - symbolSide - 8,
  };
  if (tab.character === null) {
    fillRoundedRect(context, flap, 8, palette.tabClosed);
    stripeRoundedRect(context, flap, 8, palette.consoleBody, 14);
    return;
  }
  fillRoundedRect(context, flap, 8, palette.tabLifted);
  drawFittedText(context, tab.character, inset(flap, 6, 2), {
    maxSize: 56,
    color: palette.tabLiftedInk,
    weight: 700,
  });
}

/** The mission console: a row of tabs, one per position of the answer. */
export function drawConsole(context: SKRSContext2D, scene: TableScene, top: number): void {
  const body: Box = { x: MARGIN, y: top + 4, width: IMAGE_WIDTH - 2 * MARGIN, height: CONSOLE_HEIGHT - 8 };
  fillRoundedRect(context, body, 14, palette.consoleBody);
  drawFittedText(
    context,
    tKeyLabel(scene.language, 'console.title'),
    { x: body.x + 16, y: body.y + 6, width: 220, height: TITLE_HEIGHT },
    { maxSize: 20, color: palette.mutedOnTable, weight: 700, align: 'left' },
  );
  const count = scene.tabs.length;
  const width = Math.min(MAX_TAB_WIDTH, (body.width - 32 - (count - 1) * TAB_GAP) / count);
  const rowWidth = count * width + (count - 1) * TAB_GAP;
  const left = body.x + (body.width - rowWidth) / 2;
  scene.tabs.forEach((tab, index) => {
    drawTab(context, tab, {
      x: left + index * (width + TAB_GAP),
      y: body.y + TITLE_HEIGHT + 6,
      width,
      height: body.height - TITLE_HEIGHT - 16,
    });
  });
}
