import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { type Box, fillCircle, fillRoundedRect, strokeRoundedRect } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { buoyColors, type PublicPhase, type RacePublicView } from '../engine/index.js';
import { IMAGE_WIDTH, MARGIN } from './board-layout.js';
import { drawDuck } from './duck-icon.js';
import { duckName, duckNumber } from './duck-names.js';
import { tDuckLabel } from './labels/index.js';
import { buoyFill, duckColor, palette } from './theme.js';

const ROW_HEIGHT = 52;
const ROW_GAP = 8;
const COLUMNS = 2;
const COLUMN_GAP = 12;
const COLUMN_WIDTH = (IMAGE_WIDTH - 2 * MARGIN - COLUMN_GAP) / COLUMNS;
const BUOY_RADIUS = 8;
const STATUS_WIDTH = 96;

export const duckListHeight = (ducks: number) =>
  Math.ceil(ducks / COLUMNS) * (ROW_HEIGHT + ROW_GAP) - ROW_GAP + MARGIN;

/** What a duck's row says at its right: its card once revealed, whether it has chosen, or that it won. */
type Status = { kind: 'text'; text: string; color: string } | { kind: 'card'; card: number } | null;

function statusOf(view: RacePublicView, index: number, language: Language): Status {
  const { phase } = view;
  if (!view.ducks[index]?.duck) {
    const now = phase.kind === 'placing' && phase.order[0] === index;
    return now
      ? { kind: 'text', text: tDuckLabel(language, 'status.placingNow'), color: palette.chosen }
      : { kind: 'text', text: tDuckLabel(language, 'status.toPlace'), color: palette.mutedOnTable };
  }
  switch (phase.kind) {
    case 'placing':
      return null;
    case 'choosing':
      return phase.ready[index]
        ? { kind: 'text', text: tDuckLabel(language, 'status.ready'), color: palette.chosen }
        : { kind: 'text', text: tDuckLabel(language, 'status.choosing'), color: palette.mutedOnTable };
    case 'over':
      return phase.duck === index
        ? { kind: 'text', text: tDuckLabel(language, 'status.winner'), color: palette.winner }
        : null;
    default: {
      const card = playedCards(phase)?.[index];
      return card === null || card === undefined ? null : { kind: 'card', card };
    }
  }
}

/** The cards played this round, face up from the first move until the round ends. */
function playedCards(phase: PublicPhase): readonly (number | null)[] | null {
  if (phase.kind === 'moving' || phase.kind === 'after-move') return phase.played;
  if (phase.kind === 'sending' || phase.kind === 'facing') return playedCards(phase.after);
  return null;
}

function drawStatus(context: SKRSContext2D, status: Status, box: Box): void {
  if (!status) return;
  if (status.kind === 'text') {
    drawFittedText(context, status.text, box, {
      weight: 700,
      maxSize: 20,
      color: status.color,
      align: 'right',
    });
    return;
  }
  const chip = { x: box.x + box.width - 46, y: box.y + 2, width: 46, height: box.height - 4 };
  fillRoundedRect(context, chip, 6, palette.card);
  drawFittedText(context, String(status.card), chip, { weight: 700, maxSize: 24, color: palette.cardInk });
}

/** One duck's row: the duck in its colour, its owner, its three buoys filled when touched, its status. */
function drawDuckRow(
  context: SKRSContext2D,
  view: RacePublicView,
  names: readonly string[],
  language: Language,
  index: number,
  row: Box,
): void {
  const racer = view.ducks[index];
  if (!racer) return;
  const won = view.phase.kind === 'over' && view.phase.duck === index;
  fillRoundedRect(context, row, 10, palette.listRow);
  if (won) strokeRoundedRect(context, row, 10, palette.winner, 3);
  const number = duckNumber(view.ducks, index);
  const middle = row.y + row.height / 2;
  drawDuck(
    context,
    { x: row.x + 28, y: middle },
    38,
    duckColor(racer.owner),
    'E',
    number === null ? null : String(number),
  );
  const buoysX = row.x + row.width - STATUS_WIDTH - 16 - 3 * (2 * BUOY_RADIUS + 6);
  drawFittedText(
    context,
    duckName(language, view.ducks, names, index),
    { x: row.x + 56, y: row.y + 6, width: buoysX - row.x - 64, height: row.height - 12 },
    { weight: 700, maxSize: 22, color: palette.textOnTable, align: 'left' },
  );
  buoyColors.forEach((color, at) => {
    const x = buoysX + BUOY_RADIUS + at * (2 * BUOY_RADIUS + 6);
    const touched = racer.duck?.buoys.includes(color) ?? false;
    fillCircle(context, x, middle, BUOY_RADIUS, buoyFill[color]);
    if (!touched) fillCircle(context, x, middle, BUOY_RADIUS - 3, palette.listRow);
  });
  drawStatus(context, statusOf(view, index, language), {
    x: row.x + row.width - STATUS_WIDTH - 10,
    y: row.y + 8,
    width: STATUS_WIDTH,
    height: row.height - 16,
  });
}

const ownerOf = (view: RacePublicView, index: number) => view.ducks[index]?.owner ?? 0;

/** Every duck, two to a line, in seat order with a player's two ducks side by side. */
export function drawDuckList(
  context: SKRSContext2D,
  view: RacePublicView,
  names: readonly string[],
  language: Language,
  top: number,
): void {
  const order = view.ducks
    .map((_, index) => index)
    .sort((a, b) => ownerOf(view, a) - ownerOf(view, b) || a - b);
  order.forEach((index, place) => {
    const column = place % COLUMNS;
    const line = Math.floor(place / COLUMNS);
    const row = {
      x: MARGIN + column * (COLUMN_WIDTH + COLUMN_GAP),
      y: top + line * (ROW_HEIGHT + ROW_GAP),
      width: COLUMN_WIDTH,
      height: ROW_HEIGHT,
    };
    drawDuckRow(context, view, names, language, index, row);
  });
}
