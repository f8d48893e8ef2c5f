import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../../../platform/render/shapes.js';
import { type Position, type Route, rotate, stepFrom } from '../engine/index.js';
import { drawArrow, drawArrowHead, facingAngle } from './shapes.js';
import { palette } from './theme.js';

/** The diagram shows at least this many squares across and down, so short routes keep some water round them. */
const MIN_SQUARES = 3;
const MAX_CELL = 56;

/** The squares a route enters, from the start square at (0, 0), the duck facing north (the card's purple arrow). */
function routeSquares(route: Route): Position[] {
  const squares: Position[] = [{ x: 0, y: 0 }];
  for (const step of route.steps) squares.push(stepFrom(squares.at(-1) as Position, rotate('N', step)));
  return squares;
}

/** The smallest span of at least `MIN_SQUARES` that holds `low..high`, widened evenly. */
function span(low: number, high: number): { from: number; count: number } {
  const count = Math.max(MIN_SQUARES, high - low + 1);
  return { from: low - Math.floor((count - (high - low + 1)) / 2), count };
}

interface Grid {
  columns: { from: number; count: number };
  rows: { from: number; count: number };
}

function gridOf(route: Route): Grid {
  const squares = routeSquares(route);
  const end = squares.at(-1) as Position;
  // The end facings' arrows reach into the squares beside the end: the grid holds them too.
  const shown = [...squares, ...route.endFacings.map((turn) => stepFrom(end, rotate('N', turn)))];
  return {
    columns: span(Math.min(...shown.map((s) => s.x)), Math.max(...shown.map((s) => s.x))),
    rows: span(Math.min(...shown.map((s) => s.y)), Math.max(...shown.map((s) => s.y))),
  };
}

/** The square size a route's diagram gets in a box of this size. */
export function diagramCell(route: Route, width: number, height: number): number {
  const { columns, rows } = gridOf(route);
  return Math.floor(Math.min(MAX_CELL, width / columns.count, height / rows.count));
}

/**
 * One route as the card draws it: a small grid with the dark start square and the purple arrow
 * (the facing before the move), the red path square by square, and green arrows for the facings
 * allowed at its end.
 */
export function drawRouteDiagram(context: SKRSContext2D, route: Route, box: Box): void {
  const squares = routeSquares(route);
  const { columns, rows } = gridOf(route);
  const cell = diagramCell(route, box.width, box.height);
  const left = box.x + (box.width - cell * columns.count) / 2;
  const top = box.y + (box.height - cell * rows.count) / 2;
  const center = (square: Position) => ({
    x: left + (square.x - columns.from + 0.5) * cell,
    y: top + (square.y - rows.from + 0.5) * cell,
  });

  context.strokeStyle = palette.cardGrid;
  context.lineWidth = 1.5;
  for (let row = 0; row < rows.count; row++) {
    for (let column = 0; column < columns.count; column++) {
      context.strokeRect(left + column * cell, top + row * cell, cell, cell);
    }
  }
  const start = center({ x: 0, y: 0 });
  context.fillStyle = palette.cardStart;
  context.fillRect(start.x - cell / 2 + 1, start.y - cell / 2 + 1, cell - 2, cell - 2);
  drawArrow(
    context,
    { x: start.x, y: start.y + cell * 0.3 },
    { x: start.x, y: start.y - cell * 0.32 },
    palette.purple,
    Math.max(3, cell * 0.13),
  );

  const line = Math.max(3, cell * 0.14);
  const points = squares.map(center);
  context.beginPath();
  for (const point of points.slice(0, -1)) context.lineTo(point.x, point.y);
  const last = points.at(-1) as { x: number; y: number };
  const before = points.at(-2) as { x: number; y: number };
  const stop = 0.3;
  context.lineTo(last.x + (before.x - last.x) * stop, last.y + (before.y - last.y) * stop);
  context.strokeStyle = palette.red;
  context.lineWidth = line;
  context.lineJoin = 'round';
  context.lineCap = 'round';
  context.stroke();
  const angle = Math.atan2(last.x - before.x, before.y - last.y);
  drawArrowHead(context, last.x, last.y, angle, line * 2.4, palette.red);

  const arrivedFrom = Math.atan2(before.x - last.x, last.y - before.y);
  for (const turn of route.endFacings) {
    const angleOut = facingAngle[rotate('N', turn)];
    // An end facing back the way the path came runs beside the red line, not over it.
    const back = Math.abs(Math.sin((angleOut - arrivedFrom) / 2)) < 0.01;
    const beside = back ? cell * 0.3 : 0;
    const along = (share: number) => ({
      x: last.x + Math.sin(angleOut) * cell * share + Math.cos(angleOut) * beside,
      y: last.y - Math.cos(angleOut) * cell * share + Math.sin(angleOut) * beside,
    });
    const from = along(back ? 0 : 0.42);
    const tip = along(back ? 0.5 : 0.95);
    drawArrow(context, from, tip, palette.green, Math.max(3, cell * 0.11));
  }
}
