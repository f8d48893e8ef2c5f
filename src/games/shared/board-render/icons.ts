import type { SKRSContext2D } from '@napi-rs/canvas';

/** Icons are paths, not emoji: no emoji font ships, and shapes keep their meaning in greyscale. */
export type Icon = (context: SKRSContext2D, cx: number, cy: number, size: number, color: string) => void;

/** A filled head-and-shoulders silhouette. */
export const drawAgentIcon: Icon = (context, cx, cy, size, color) => {
  context.fillStyle = color;
  context.beginPath();
  context.arc(cx, cy - size * 0.2, size * 0.22, 0, 2 * Math.PI);
  context.fill();
  context.beginPath();
  context.moveTo(cx - size * 0.42, cy + size * 0.48);
  context.bezierCurveTo(
    cx - size * 0.42,
    cy + size * 0.02,
    cx + size * 0.42,
    cy + size * 0.02,
    cx + size * 0.42,
    cy + size * 0.48,
  );
  context.closePath();
  context.fill();
};

/** A bold cross. */
export const drawAssassinIcon: Icon = (context, cx, cy, size, color) => {
  const reach = size * 0.34;
  context.strokeStyle = color;
  context.lineWidth = size * 0.2;
  context.lineCap = 'round';
  context.beginPath();
  context.moveTo(cx - reach, cy - reach);
  context.lineTo(cx + reach, cy + reach);
  context.moveTo(cx + reach, cy - reach);
  context.lineTo(cx - reach, cy + reach);
  context.stroke();
};

/** A hollow ring: nobody to find here. */
export const drawBystanderIcon: Icon = (context, cx, cy, size, color) => {
  context.strokeStyle = color;
  context.lineWidth = size * 0.13;
  context.beginPath();
  context.arc(cx, cy, size * 0.33, 0, 2 * Math.PI);
  context.stroke();
};

/** The timer: two triangles meeting at the waist, between two bars. */
export const drawHourglass: Icon = (context, cx, cy, size, color) => {
  const half = size / 2;
  const width = size * 0.36;
  context.fillStyle = color;
  context.fillRect(cx - width - size * 0.06, cy - half, 2 * (width + size * 0.06), size * 0.12);
  context.fillRect(cx - width - size * 0.06, cy + half - size * 0.12, 2 * (width + size * 0.06), size * 0.12);
  context.beginPath();
  context.moveTo(cx - width, cy - half + size * 0.12);
  context.lineTo(cx + width, cy - half + size * 0.12);
  context.lineTo(cx + size * 0.05, cy);
  context.lineTo(cx + width, cy + half - size * 0.12);
  context.lineTo(cx - width, cy + half - size * 0.12);
  context.lineTo(cx - size * 0.05, cy);
  context.closePath();
  context.fill();
};

export const drawCheck: Icon = (context, cx, cy, size, color) => {
  context.strokeStyle = color;
  context.lineWidth = size * 0.18;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.beginPath();
  context.moveTo(cx - size * 0.34, cy + size * 0.02);
  context.lineTo(cx - size * 0.1, cy + size * 0.28);
  context.lineTo(cx + size * 0.36, cy - size * 0.26);
  context.stroke();
};
