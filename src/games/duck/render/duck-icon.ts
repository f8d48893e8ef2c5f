import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Direction } from '../engine/index.js';
import { drawArrowHead, drawCenteredText, facingAngle } from './shapes.js';
import { palette } from './theme.js';

const BEAK = '#F0731C';
const WING = 'rgba(16, 33, 47, 0.22)';

function ellipse(context: SKRSContext2D, x: number, y: number, rx: number, ry: number): void {
  context.beginPath();
  context.ellipse(x, y, rx, ry, 0, 0, 2 * Math.PI);
}

/**
 * A rubber duck seen from above, `size` pixels long, its beak and an arrow pointing the way it
 * faces; `mark` (its number when its owner races two) is written on its back.
 */
export function drawDuck(
  context: SKRSContext2D,
  center: { x: number; y: number },
  size: number,
  color: string,
  facing: Direction,
  mark: string | null,
): void {
  const outlineWidth = Math.max(1.5, size / 22);
  context.save();
  context.translate(center.x, center.y);
  context.rotate(facingAngle[facing]);
  context.lineWidth = outlineWidth;
  context.strokeStyle = palette.outline;
  // Tail, body, then the head over the body's front.
  context.beginPath();
  context.moveTo(-size * 0.13, size * 0.36);
  context.lineTo(0, size * 0.52);
  context.lineTo(size * 0.13, size * 0.36);
  context.closePath();
  context.fillStyle = color;
  context.fill();
  context.stroke();
  ellipse(context, 0, size * 0.14, size * 0.33, size * 0.31);
  context.fill();
  context.stroke();
  context.fillStyle = WING;
  for (const side of [-1, 1]) {
    ellipse(context, side * size * 0.17, size * 0.17, size * 0.1, size * 0.17);
    context.fill();
  }
  context.fillStyle = color;
  ellipse(context, 0, -size * 0.18, size * 0.2, size * 0.19);
  context.fill();
  context.stroke();
  ellipse(context, 0, -size * 0.37, size * 0.13, size * 0.08);
  context.fillStyle = BEAK;
  context.fill();
  context.stroke();
  context.fillStyle = palette.outline;
  for (const side of [-1, 1]) {
    ellipse(context, side * size * 0.085, -size * 0.24, size * 0.032, size * 0.032);
    context.fill();
  }
  drawArrowHead(context, 0, -size * 0.62, 0, size * 0.16, '#FFFFFF', palette.outline);
  context.restore();
  if (mark) {
    const markSize = Math.round(size * 0.3);
    const back = { x: center.x, y: center.y };
    const offset = size * 0.16;
    if (facing === 'N') back.y += offset;
    if (facing === 'S') back.y -= offset;
    if (facing === 'E') back.x -= offset;
    if (facing === 'W') back.x += offset;
    drawCenteredText(context, mark, back, markSize, palette.outline);
  }
}
