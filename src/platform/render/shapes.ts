import type { SKRSContext2D } from '@napi-rs/canvas';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function inset(box: Box, dx: number, dy = dx): Box {
  return { x: box.x + dx, y: box.y + dy, width: box.width - 2 * dx, height: box.height - 2 * dy };
}

export function fillRoundedRect(context: SKRSContext2D, box: Box, radius: number, color: string): void {
  context.beginPath();
  context.roundRect(box.x, box.y, box.width, box.height, radius);
  context.fillStyle = color;
  context.fill();
}

export function strokeRoundedRect(
  context: SKRSContext2D,
  box: Box,
  radius: number,
  color: string,
  lineWidth: number,
): void {
  context.beginPath();
  context.roundRect(box.x, box.y, box.width, box.height, radius);
  context.strokeStyle = color;
  context.lineWidth = lineWidth;
  context.stroke();
}

export function fillCircle(
  context: SKRSContext2D,
  cx: number,
  cy: number,
  radius: number,
  color: string,
): void {
  context.beginPath();
  context.arc(cx, cy, radius, 0, 2 * Math.PI);
  context.fillStyle = color;
  context.fill();
}

/** Diagonal stripes clipped to a rounded box: an "out of play" texture that survives greyscale. */
export function stripeRoundedRect(
  context: SKRSContext2D,
  box: Box,
  radius: number,
  color: string,
  spacing: number,
): void {
  context.save();
  context.beginPath();
  context.roundRect(box.x, box.y, box.width, box.height, radius);
  context.clip();
  context.strokeStyle = color;
  context.lineWidth = spacing / 3;
  context.beginPath();
  for (let offset = -box.height; offset < box.width; offset += spacing) {
    context.moveTo(box.x + offset, box.y + box.height);
    context.lineTo(box.x + offset + box.height, box.y);
  }
  context.stroke();
  context.restore();
}
