import type { SKRSContext2D } from '@napi-rs/canvas';
import { fillCircle } from '../../../platform/render/shapes.js';
import { type Direction, stepFrom } from '../engine/index.js';
import { type BoardLayout, squareCenter } from './board-layout.js';
import { BONK_ASIDE, BONK_RADIUS } from './duck-layer.js';
import type { DrawnMove } from './move-routes.js';
import { drawArrowHead, drawBurst, drawCenteredText } from './shapes.js';
import { palette } from './theme.js';

type Point = { x: number; y: number };

/** Moves of different ducks along the same squares stay apart by this much per duck. */
const LANE = 4;

const angleOf = (from: Point, to: Point) => Math.atan2(to.x - from.x, from.y - to.y);

function lanePoints(layout: BoardLayout, move: DrawnMove, lane: number): Point[] {
  const shift = lane * LANE;
  return move.squares.map((square) => {
    const center = squareCenter(layout, square);
    return { x: center.x + shift, y: center.y + shift };
  });
}

function strokePolyline(
  context: SKRSContext2D,
  points: readonly Point[],
  color: string,
  width: number,
): void {
  context.beginPath();
  for (const point of points) context.lineTo(point.x, point.y);
  context.strokeStyle = color;
  context.lineWidth = width;
  context.lineJoin = 'round';
  context.lineCap = 'round';
  context.stroke();
}

/** One move: a line in its duck's colour, an arrowhead where it stopped, a teleport as a dashed jump. */
function drawMoveLine(
  context: SKRSContext2D,
  points: readonly Point[],
  move: DrawnMove,
  color: string,
  cell: number,
) {
  const width = Math.max(4, cell * 0.09);
  const swim = move.teleported ? points.slice(0, -1) : points;
  if (swim.length > 1) {
    strokePolyline(context, swim, palette.outline, width + 4);
    strokePolyline(context, swim, color, width);
  }
  const last = points.at(-1);
  const before = points.at(-2);
  if (!last || !before) return;
  if (move.teleported) {
    context.setLineDash([width * 1.5, width * 1.2]);
    strokePolyline(context, [before, last], palette.outline, width + 2);
    strokePolyline(context, [before, last], color, width - 1);
    context.setLineDash([]);
  }
  const angle = angleOf(before, last);
  const tipBack = cell * 0.22;
  const tip = { x: last.x - Math.sin(angle) * tipBack, y: last.y + Math.cos(angle) * tipBack };
  drawArrowHead(context, tip.x, tip.y, angle, width * 2.6, color, palette.outline);
}

/**
 * The move's number, on its first step: between the square it left and the first it entered. A
 * move shown on one square (it got nowhere, or it is ringed) has it in the corner, clear of the duck.
 */
function drawMoveNumber(
  context: SKRSContext2D,
  points: readonly Point[],
  number: number,
  cell: number,
): void {
  const [first, second] = points;
  if (!first) return;
  const at = second
    ? { x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 }
    : { x: first.x - cell * 0.3, y: first.y - cell * 0.3 };
  const radius = Math.max(10, cell * 0.2);
  fillCircle(context, at.x, at.y, radius + 2, '#FFFFFF');
  fillCircle(context, at.x, at.y, radius, palette.outline);
  drawCenteredText(context, String(number), at, Math.round(radius * 1.3), '#FFFFFF');
}

function drawBonk(
  context: SKRSContext2D,
  layout: BoardLayout,
  at: { x: number; y: number },
  side: Direction,
) {
  const from = squareCenter(layout, at);
  const into = squareCenter(layout, stepFrom(at, side));
  // On the edge it hit; on a top or bottom edge, left of centre, where a name tag moves aside for it.
  const aside = side === 'N' || side === 'S' ? -BONK_ASIDE * layout.cell : 0;
  const edge = { x: (from.x + into.x) / 2 + aside, y: (from.y + into.y) / 2 };
  drawBurst(context, edge.x, edge.y, layout.cell * BONK_RADIUS, palette.bonk, palette.outline);
}

/** The round's moves under the ducks, as lines. */
export function drawRoundPaths(
  context: SKRSContext2D,
  layout: BoardLayout,
  moves: readonly DrawnMove[],
  colorOf: (mover: number) => string,
  laneOf: (mover: number) => number,
): void {
  for (const move of moves) {
    drawMoveLine(
      context,
      lanePoints(layout, move, laneOf(move.mover)),
      move,
      colorOf(move.mover),
      layout.cell,
    );
  }
}

/** Where ducks bonked, drawn over everything else. */
export function drawBonks(context: SKRSContext2D, layout: BoardLayout, moves: readonly DrawnMove[]): void {
  for (const move of moves) if (move.bonk) drawBonk(context, layout, move.bonk.at, move.bonk.side);
}

/** The moves' numbers, drawn over the ducks so every one stays readable. */
export function drawMoveNumbers(
  context: SKRSContext2D,
  layout: BoardLayout,
  moves: readonly DrawnMove[],
  laneOf: (mover: number) => number,
): void {
  moves.forEach((move, index) => {
    drawMoveNumber(context, lanePoints(layout, move, laneOf(move.mover)), index + 1, layout.cell);
  });
}
