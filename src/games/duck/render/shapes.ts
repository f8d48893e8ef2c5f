import type { SKRSContext2D } from '@napi-rs/canvas';
import { useFont } from '../../../platform/render/text.js';
import type { Direction } from '../engine/index.js';

/** Canvas rotation of something drawn pointing north, to point `facing`. */
export const facingAngle: Record<Direction, number> = {
  N: 0,
  E: Math.PI / 2,
  S: Math.PI,
  W: -Math.PI / 2,
};

/** A filled arrowhead with its tip at (x, y), pointing along `angle` (0: north, clockwise). */
export function drawArrowHead(
  context: SKRSContext2D,
  x: number,
  y: number,
  angle: number,
  size: number,
  color: string,
  outline?: string,
): void {
  context.save();
  context.translate(x, y);
  context.rotate(angle);
  context.beginPath();
  context.moveTo(0, 0);
  context.lineTo(size * 0.62, size);
  context.lineTo(-size * 0.62, size);
  context.closePath();
  if (outline) {
    context.lineJoin = 'round';
    context.lineWidth = Math.max(2, size / 5);
    context.strokeStyle = outline;
    context.stroke();
  }
  context.fillStyle = color;
  context.fill();
  context.restore();
}

/** A straight arrow from one point to another, its head at the far end. */
export function drawArrow(
  context: SKRSContext2D,
  from: { x: number; y: number },
  to: { x: number; y: number },
  color: string,
  lineWidth: number,
): void {
  const angle = Math.atan2(to.x - from.x, from.y - to.y);
  const head = lineWidth * 2.6;
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const shaftEnd = Math.max(0, length - head * 0.8) / Math.max(length, 1);
  context.beginPath();
  context.moveTo(from.x, from.y);
  context.lineTo(from.x + (to.x - from.x) * shaftEnd, from.y + (to.y - from.y) * shaftEnd);
  context.strokeStyle = color;
  context.lineWidth = lineWidth;
  context.lineCap = 'butt';
  context.stroke();
  drawArrowHead(context, to.x, to.y, angle, head, color);
}

/** A spiky burst: where a duck bonked. */
export function drawBurst(
  context: SKRSContext2D,
  x: number,
  y: number,
  radius: number,
  fill: string,
  outline: string,
): void {
  const spikes = 8;
  context.beginPath();
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 === 0 ? radius : radius * 0.5;
    const angle = (Math.PI * i) / spikes;
    context.lineTo(x + r * Math.sin(angle), y - r * Math.cos(angle));
  }
  context.closePath();
  context.lineJoin = 'round';
  context.lineWidth = 2;
  context.strokeStyle = outline;
  context.stroke();
  context.fillStyle = fill;
  context.fill();
}

/**
 * A short text (a digit or two) centred on a point. The context's alignment is put back: text
 * measured later (the platform's fitted text) reads its ink box under the default alignment.
 */
export function drawCenteredText(
  context: SKRSContext2D,
  text: string,
  center: { x: number; y: number },
  size: number,
  color: string,
): void {
  context.save();
  useFont(context, text, size, 700);
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, center.x, center.y + size * 0.04);
  context.restore();
}
