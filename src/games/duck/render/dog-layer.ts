import type { SKRSContext2D } from '@napi-rs/canvas';
import type { DogMove, DogState } from '../engine/index.js';
import { type BoardLayout, squareCenter } from './board-layout.js';
import { drawArrowHead, facingAngle } from './shapes.js';
import { palette } from './theme.js';

function ellipse(context: SKRSContext2D, x: number, y: number, rx: number, ry: number): void {
  context.beginPath();
  context.ellipse(x, y, rx, ry, 0, 0, 2 * Math.PI);
}

/** The bird dog seen from above: a brown head with floppy ears and a pale muzzle pointing the way it faces. */
export function drawDog(context: SKRSContext2D, layout: BoardLayout, dog: DogState): void {
  const size = layout.cell * 0.84;
  const center = squareCenter(layout, dog.position);
  context.save();
  context.translate(center.x, center.y);
  context.rotate(facingAngle[dog.facing]);
  context.lineWidth = Math.max(1.5, size / 22);
  context.strokeStyle = palette.outline;
  context.fillStyle = palette.dogEar;
  for (const side of [-1, 1]) {
    ellipse(context, side * size * 0.3, size * 0.08, size * 0.12, size * 0.24);
    context.fill();
    context.stroke();
  }
  context.fillStyle = palette.dog;
  ellipse(context, 0, size * 0.08, size * 0.27, size * 0.3);
  context.fill();
  context.stroke();
  context.fillStyle = palette.dogMuzzle;
  ellipse(context, 0, -size * 0.24, size * 0.15, size * 0.16);
  context.fill();
  context.stroke();
  context.fillStyle = palette.outline;
  ellipse(context, 0, -size * 0.35, size * 0.07, size * 0.05);
  context.fill();
  for (const side of [-1, 1]) {
    ellipse(context, side * size * 0.12, -size * 0.04, size * 0.035, size * 0.035);
    context.fill();
  }
  drawArrowHead(context, 0, -size * 0.62, 0, size * 0.16, '#FFFFFF', palette.outline);
  context.restore();
}

/** The squares the dog ran through on its last move, as a dashed brown line. */
export function drawDogPath(context: SKRSContext2D, layout: BoardLayout, walk: DogMove): void {
  const points = walk.path.map((square) => squareCenter(layout, square));
  const last = points.at(-1);
  const before = points.at(-2);
  if (!last || !before) return;
  const width = Math.max(4, layout.cell * 0.08);
  context.save();
  context.lineJoin = 'round';
  context.lineCap = 'round';
  context.setLineDash([width * 1.6, width * 1.3]);
  for (const [color, lineWidth] of [
    [palette.outline, width + 4],
    [palette.dog, width],
  ] as const) {
    context.beginPath();
    for (const point of points) context.lineTo(point.x, point.y);
    context.strokeStyle = color;
    context.lineWidth = lineWidth;
    context.stroke();
  }
  context.restore();
  const angle = Math.atan2(last.x - before.x, before.y - last.y);
  drawArrowHead(context, last.x, last.y, angle, width * 2.6, palette.dog, palette.outline);
}
