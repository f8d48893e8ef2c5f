import type { SKRSContext2D } from '@napi-rs/canvas';
import { fillCircle } from '../../../platform/render/shapes.js';
import type { Square } from '../engine/index.js';
import { buoyFill, palette } from './theme.js';

/** One square of the pond in the cell at (x, y), `size` pixels wide. */
export function drawSquare(context: SKRSContext2D, square: Square, x: number, y: number, size: number): void {
  const cx = x + size / 2;
  const cy = y + size / 2;
  switch (square.kind) {
    case 'water':
      return;
    case 'rock':
      drawRock(context, cx, cy, size);
      return;
    case 'start':
      drawPortal(context, x, y, size);
      return;
    case 'buoy':
      drawBuoy(context, cx, cy, size, buoyFill[square.color]);
      return;
    case 'drain':
      drawDrain(context, cx, cy, size);
      return;
  }
}

function drawRock(context: SKRSContext2D, cx: number, cy: number, size: number): void {
  const r = size * 0.42;
  const outline = [
    [-1, 0.2],
    [-0.75, -0.55],
    [-0.1, -0.85],
    [0.65, -0.6],
    [1, 0.05],
    [0.8, 0.7],
    [0.05, 0.9],
    [-0.7, 0.75],
  ] as const;
  context.beginPath();
  for (const [dx, dy] of outline) context.lineTo(cx + dx * r, cy + dy * r);
  context.closePath();
  context.fillStyle = palette.rockShade;
  context.fill();
  context.beginPath();
  for (const [dx, dy] of outline) context.lineTo(cx + dx * r * 0.8 - r * 0.08, cy + dy * r * 0.8 - r * 0.1);
  context.closePath();
  context.fillStyle = palette.rock;
  context.fill();
}

/** A start square: a light pad with a ring, the teleport every start square becomes once the race is on. */
function drawPortal(context: SKRSContext2D, x: number, y: number, size: number): void {
  const pad = size * 0.08;
  context.beginPath();
  context.roundRect(x + pad, y + pad, size - 2 * pad, size - 2 * pad, size * 0.16);
  context.fillStyle = palette.startPad;
  context.fill();
  context.beginPath();
  context.arc(x + size / 2, y + size / 2, size * 0.3, 0, 2 * Math.PI);
  context.setLineDash([size * 0.09, size * 0.06]);
  context.lineWidth = Math.max(2, size * 0.05);
  context.strokeStyle = palette.portal;
  context.stroke();
  context.setLineDash([]);
}

/** A buoy from above: a ball in its colour with a white band and a dark rim. */
function drawBuoy(context: SKRSContext2D, cx: number, cy: number, size: number, color: string): void {
  fillCircle(context, cx, cy, size * 0.36, palette.outline);
  fillCircle(context, cx, cy, size * 0.33, color);
  fillCircle(context, cx, cy, size * 0.2, '#FFFFFF');
  fillCircle(context, cx, cy, size * 0.12, color);
}

/** The drain: a metal rim round a dark hole with a cross of bars. */
function drawDrain(context: SKRSContext2D, cx: number, cy: number, size: number): void {
  fillCircle(context, cx, cy, size * 0.42, palette.drainRim);
  fillCircle(context, cx, cy, size * 0.32, palette.drainHole);
  context.strokeStyle = palette.drainRim;
  context.lineWidth = Math.max(2, size * 0.06);
  context.beginPath();
  context.moveTo(cx - size * 0.32, cy);
  context.lineTo(cx + size * 0.32, cy);
  context.moveTo(cx, cy - size * 0.32);
  context.lineTo(cx, cy + size * 0.32);
  context.stroke();
}
