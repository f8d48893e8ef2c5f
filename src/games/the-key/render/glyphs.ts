import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ClueToken } from '../engine/index.js';

/** Draws in a unit square from -1 to 1 around the centre, with `ink` on `paper`. */
type Glyph = (context: SKRSContext2D, ink: string, paper: string) => void;

const LINE = 0.16;

function stroke(context: SKRSContext2D, color: string, width = LINE): void {
  context.strokeStyle = color;
  context.lineWidth = width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.stroke();
}

function fill(context: SKRSContext2D, color: string): void {
  context.fillStyle = color;
  context.fill();
}

function circle(context: SKRSContext2D, x: number, y: number, radius: number): void {
  context.beginPath();
  context.arc(x, y, radius, 0, 2 * Math.PI);
}

function polygon(context: SKRSContext2D, points: readonly (readonly [number, number])[]): void {
  context.beginPath();
  for (const [x, y] of points) context.lineTo(x, y);
  context.closePath();
}

function segments(
  context: SKRSContext2D,
  lines: readonly (readonly [number, number, number, number])[],
): void {
  context.beginPath();
  for (const [x1, y1, x2, y2] of lines) {
    context.moveTo(x1, y1);
    context.lineTo(x2, y2);
  }
}

function rays(context: SKRSContext2D, count: number, inner: number, outer: number, turn = 0): void {
  segments(
    context,
    Array.from({ length: count }, (_, index) => {
      const angle = turn + (index * 2 * Math.PI) / count;
      return [
        inner * Math.cos(angle),
        inner * Math.sin(angle),
        outer * Math.cos(angle),
        outer * Math.sin(angle),
      ];
    }),
  );
}

/** A leaf-like outline from top to bottom, bulging `width` either side. */
function blade(context: SKRSContext2D, length: number, width: number): void {
  context.beginPath();
  context.moveTo(0, -length);
  context.quadraticCurveTo(width, 0, 0, length);
  context.quadraticCurveTo(-width, 0, 0, -length);
}

function rotated(context: SKRSContext2D, angle: number, draw: () => void): void {
  context.save();
  context.rotate(angle);
  draw();
  context.restore();
}

const symbolGlyphs: Record<string, Glyph> = {
  // key
  'sym-01': (c, ink) => {
    circle(c, -0.5, 0, 0.32);
    stroke(c, ink, 0.2);
    segments(c, [
      [-0.18, 0, 0.88, 0],
      [0.55, 0, 0.55, 0.35],
      [0.8, 0, 0.8, 0.3],
    ]);
    stroke(c, ink, 0.2);
  },
  // moon
  'sym-02': (c, ink, paper) => {
    circle(c, 0, 0, 0.8);
    fill(c, ink);
    circle(c, 0.38, -0.2, 0.66);
    fill(c, paper);
  },
  // sun
  'sym-03': (c, ink) => {
    circle(c, 0, 0, 0.42);
    fill(c, ink);
    rays(c, 8, 0.6, 0.92);
    stroke(c, ink);
  },
  // star
  'sym-04': (c, ink) => {
    polygon(
      c,
      Array.from({ length: 10 }, (_, index) => {
        const radius = index % 2 === 0 ? 0.95 : 0.4;
        const angle = -Math.PI / 2 + (index * Math.PI) / 5;
        return [radius * Math.cos(angle), 0.08 + radius * Math.sin(angle)] as const;
      }),
    );
    fill(c, ink);
  },
  // eye
  'sym-05': (c, ink) => {
    c.beginPath();
    c.moveTo(-0.92, 0);
    c.quadraticCurveTo(0, -0.95, 0.92, 0);
    c.quadraticCurveTo(0, 0.95, -0.92, 0);
    stroke(c, ink);
    circle(c, 0, 0, 0.28);
    fill(c, ink);
  },
  // hand
  'sym-06': (c, ink) => {
    c.beginPath();
    c.roundRect(-0.55, -0.15, 1.1, 0.95, 0.3);
    fill(c, ink);
    segments(c, [
      [-0.4, -0.1, -0.45, -0.7],
      [-0.13, -0.1, -0.13, -0.88],
      [0.15, -0.1, 0.17, -0.85],
      [0.42, -0.1, 0.47, -0.62],
      [-0.45, 0.35, -0.85, -0.05],
    ]);
    stroke(c, ink, 0.24);
  },
  // crown
  'sym-07': (c, ink) => {
    polygon(c, [
      [-0.85, 0.55],
      [-0.85, -0.45],
      [-0.42, 0.02],
      [0, -0.7],
      [0.42, 0.02],
      [0.85, -0.45],
      [0.85, 0.55],
    ]);
    fill(c, ink);
    for (const [x, y] of [
      [-0.85, -0.55],
      [0, -0.8],
      [0.85, -0.55],
    ] as const) {
      circle(c, x, y, 0.12);
      fill(c, ink);
    }
  },
  // anchor
  'sym-08': (c, ink) => {
    circle(c, 0, -0.72, 0.16);
    stroke(c, ink);
    segments(c, [
      [0, -0.56, 0, 0.85],
      [-0.4, -0.3, 0.4, -0.3],
    ]);
    stroke(c, ink);
    c.beginPath();
    c.arc(0, 0.2, 0.66, 0.1 * Math.PI, 0.9 * Math.PI);
    stroke(c, ink);
    segments(c, [
      [0.65, 0.32, 0.82, 0.12],
      [-0.65, 0.32, -0.82, 0.12],
    ]);
    stroke(c, ink);
  },
  // bell
  'sym-09': (c, ink) => {
    c.beginPath();
    c.moveTo(-0.8, 0.55);
    c.bezierCurveTo(-0.5, 0.35, -0.62, -0.72, 0, -0.72);
    c.bezierCurveTo(0.62, -0.72, 0.5, 0.35, 0.8, 0.55);
    c.closePath();
    fill(c, ink);
    circle(c, 0, 0.74, 0.16);
    fill(c, ink);
    circle(c, 0, -0.82, 0.1);
    fill(c, ink);
  },
  // feather
  'sym-10': (c, ink, paper) =>
    rotated(c, Math.PI / 4, () => {
      blade(c, 1.05, 0.7);
      fill(c, ink);
      segments(c, [
        [0, -0.85, 0, 1.05],
        [0, -0.15, 0.38, -0.45],
        [0, 0.25, -0.38, -0.05],
      ]);
      stroke(c, paper, 0.07);
      segments(c, [[0, 0.95, 0, 1.3]]);
      stroke(c, ink, 0.12);
    }),
  // flame
  'sym-11': (c, ink, paper) => {
    c.beginPath();
    c.moveTo(0, -0.95);
    c.bezierCurveTo(0.35, -0.5, 0.8, -0.2, 0.68, 0.35);
    c.bezierCurveTo(0.58, 0.9, -0.58, 0.9, -0.68, 0.35);
    c.bezierCurveTo(-0.75, -0.05, -0.3, -0.25, 0, -0.95);
    fill(c, ink);
    c.beginPath();
    c.moveTo(0, -0.1);
    c.bezierCurveTo(0.2, 0.15, 0.35, 0.3, 0.3, 0.5);
    c.bezierCurveTo(0.25, 0.72, -0.25, 0.72, -0.3, 0.5);
    c.bezierCurveTo(-0.33, 0.3, -0.15, 0.2, 0, -0.1);
    fill(c, paper);
  },
  // drop
  'sym-12': (c, ink) => {
    c.beginPath();
    c.moveTo(0, -0.95);
    c.quadraticCurveTo(0.62, -0.1, 0.6, 0.32);
    c.arc(0, 0.32, 0.6, 0, Math.PI);
    c.quadraticCurveTo(-0.62, -0.1, 0, -0.95);
    fill(c, ink);
  },
  // leaf
  'sym-13': (c, ink, paper) =>
    rotated(c, Math.PI / 4, () => {
      blade(c, 0.95, 0.95);
      fill(c, ink);
      segments(c, [[0, -0.6, 0, 0.7]]);
      stroke(c, paper, 0.09);
    }),
  // wheel
  'sym-14': (c, ink) => {
    circle(c, 0, 0, 0.78);
    stroke(c, ink, 0.18);
    rays(c, 8, 0.15, 0.78, Math.PI / 8);
    stroke(c, ink, 0.1);
    circle(c, 0, 0, 0.18);
    fill(c, ink);
  },
  // arrow
  'sym-15': (c, ink) => {
    segments(c, [
      [-0.75, 0.75, 0.5, -0.5],
      [-0.75, 0.75, -0.75, 0.4],
      [-0.75, 0.75, -0.4, 0.75],
      [-0.55, 0.55, -0.55, 0.22],
      [-0.55, 0.55, -0.22, 0.55],
    ]);
    stroke(c, ink);
    polygon(c, [
      [0.92, -0.92],
      [0.72, -0.2],
      [0.2, -0.72],
    ]);
    fill(c, ink);
  },
  // shield
  'sym-16': (c, ink, paper) => {
    c.beginPath();
    c.moveTo(0, -0.92);
    c.lineTo(0.78, -0.62);
    c.lineTo(0.72, 0.1);
    c.quadraticCurveTo(0.55, 0.7, 0, 0.95);
    c.quadraticCurveTo(-0.55, 0.7, -0.72, 0.1);
    c.lineTo(-0.78, -0.62);
    c.closePath();
    fill(c, ink);
    segments(c, [
      [0, -0.55, 0, 0.6],
      [-0.45, -0.15, 0.45, -0.15],
    ]);
    stroke(c, paper, 0.12);
  },
  // hourglass
  'sym-17': (c, ink) => {
    segments(c, [
      [-0.65, -0.88, 0.65, -0.88],
      [-0.65, 0.88, 0.65, 0.88],
    ]);
    stroke(c, ink);
    polygon(c, [
      [-0.5, -0.85],
      [0.5, -0.85],
      [0.06, 0],
      [0.5, 0.85],
      [-0.5, 0.85],
      [-0.06, 0],
    ]);
    stroke(c, ink, 0.12);
    polygon(c, [
      [-0.42, 0.82],
      [0.42, 0.82],
      [0, 0.35],
    ]);
    fill(c, ink);
  },
  // compass
  'sym-18': (c, ink) => {
    circle(c, 0, 0, 0.85);
    stroke(c, ink, 0.12);
    polygon(c, [
      [0, -0.66],
      [0.2, 0],
      [-0.2, 0],
    ]);
    fill(c, ink);
    polygon(c, [
      [0, 0.66],
      [0.2, 0],
      [-0.2, 0],
    ]);
    stroke(c, ink, 0.08);
  },
  // tower
  'sym-19': (c, ink, paper) => {
    polygon(c, [
      [-0.12, -0.95],
      [0.12, -0.95],
      [0.6, 0.92],
      [-0.6, 0.92],
    ]);
    fill(c, ink);
    c.beginPath();
    c.arc(0, 0.92, 0.28, Math.PI, 2 * Math.PI);
    fill(c, paper);
    segments(c, [
      [-0.32, -0.05, 0.32, -0.05],
      [-0.2, -0.5, 0.2, -0.5],
    ]);
    stroke(c, paper, 0.07);
  },
  // fish
  'sym-20': (c, ink, paper) => {
    c.beginPath();
    c.ellipse(-0.2, 0, 0.68, 0.46, 0, 0, 2 * Math.PI);
    fill(c, ink);
    polygon(c, [
      [0.3, 0],
      [0.95, -0.5],
      [0.95, 0.5],
    ]);
    fill(c, ink);
    circle(c, -0.55, -0.1, 0.09);
    fill(c, paper);
  },
  // bird
  'sym-21': (c, ink, paper) => {
    c.beginPath();
    c.ellipse(0.05, 0.15, 0.55, 0.4, 0, 0, 2 * Math.PI);
    fill(c, ink);
    circle(c, -0.42, -0.35, 0.27);
    fill(c, ink);
    polygon(c, [
      [-0.62, -0.45],
      [-0.95, -0.32],
      [-0.62, -0.22],
    ]);
    fill(c, ink);
    polygon(c, [
      [0.45, 0.0],
      [0.95, -0.3],
      [0.85, 0.3],
    ]);
    fill(c, ink);
    circle(c, -0.45, -0.4, 0.06);
    fill(c, paper);
    c.beginPath();
    c.arc(0.05, 0.0, 0.32, 0.15 * Math.PI, 0.85 * Math.PI);
    stroke(c, paper, 0.07);
  },
  // snake
  'sym-22': (c, ink) => {
    c.beginPath();
    c.moveTo(0.5, -0.72);
    c.bezierCurveTo(-0.6, -0.95, -0.75, -0.1, 0, 0);
    c.bezierCurveTo(0.75, 0.1, 0.6, 0.95, -0.65, 0.75);
    stroke(c, ink, 0.22);
    c.beginPath();
    c.ellipse(0.6, -0.7, 0.24, 0.17, 0.2, 0, 2 * Math.PI);
    fill(c, ink);
  },
  // lamp
  'sym-23': (c, ink, paper) => {
    circle(c, 0, -0.28, 0.58);
    fill(c, ink);
    c.beginPath();
    c.roundRect(-0.3, 0.22, 0.6, 0.6, 0.1);
    fill(c, ink);
    segments(c, [
      [-0.3, 0.45, 0.3, 0.45],
      [-0.3, 0.65, 0.3, 0.65],
    ]);
    stroke(c, paper, 0.07);
    c.beginPath();
    c.arc(0, -0.28, 0.35, 1.1 * Math.PI, 1.4 * Math.PI);
    stroke(c, paper, 0.08);
  },
  // mask
  'sym-24': (c, ink, paper) => {
    c.beginPath();
    c.moveTo(-0.92, -0.3);
    c.bezierCurveTo(-0.5, -0.58, 0.5, -0.58, 0.92, -0.3);
    c.bezierCurveTo(0.95, 0.35, 0.4, 0.5, 0.15, 0.25);
    c.quadraticCurveTo(0, 0.08, -0.15, 0.25);
    c.bezierCurveTo(-0.4, 0.5, -0.95, 0.35, -0.92, -0.3);
    fill(c, ink);
    for (const x of [-0.42, 0.42]) {
      c.beginPath();
      c.ellipse(x, -0.08, 0.2, 0.12, 0, 0, 2 * Math.PI);
      fill(c, paper);
    }
  },
  // spiral
  'sym-25': (c, ink) => {
    c.beginPath();
    for (let step = 0; step <= 120; step += 1) {
      const turn = step / 120;
      const radius = 0.05 + 0.85 * turn;
      const angle = turn * 2.75 * 2 * Math.PI;
      c.lineTo(radius * Math.cos(angle), radius * Math.sin(angle));
    }
    stroke(c, ink, 0.14);
  },
  // lock
  'sym-26': (c, ink, paper) => {
    c.beginPath();
    c.moveTo(-0.38, 0);
    c.lineTo(-0.38, -0.35);
    c.arc(0, -0.35, 0.38, Math.PI, 2 * Math.PI);
    c.lineTo(0.38, 0);
    stroke(c, ink, 0.18);
    c.beginPath();
    c.roundRect(-0.62, -0.08, 1.24, 0.98, 0.14);
    fill(c, ink);
    circle(c, 0, 0.3, 0.13);
    fill(c, paper);
    segments(c, [[0, 0.35, 0, 0.62]]);
    stroke(c, paper, 0.12);
  },
};

const trapGlyphs: Record<string, Glyph> = {
  camera: (c, ink, paper) => {
    c.beginPath();
    c.roundRect(-0.85, -0.45, 1.7, 1.15, 0.18);
    fill(c, ink);
    c.beginPath();
    c.roundRect(-0.35, -0.7, 0.7, 0.3, 0.08);
    fill(c, ink);
    circle(c, 0, 0.12, 0.36);
    fill(c, paper);
    circle(c, 0, 0.12, 0.18);
    fill(c, ink);
  },
  gas: (c, ink) => {
    for (const [x, y, radius] of [
      [-0.45, 0.15, 0.38],
      [0.05, -0.2, 0.48],
      [0.5, 0.2, 0.36],
      [0, 0.35, 0.36],
    ] as const) {
      circle(c, x, y, radius);
      fill(c, ink);
    }
  },
};

/** Any trace: a fingerprint of nested arcs. */
const traceGlyph: Glyph = (c, ink) => {
  for (const radius of [0.2, 0.45, 0.7, 0.92]) {
    c.beginPath();
    c.arc(0, 0.15, radius, 1.05 * Math.PI, 1.95 * Math.PI);
    c.lineTo(radius * Math.cos(1.95 * Math.PI) + 0.02, 0.15 + radius * 0.6);
    stroke(c, ink, 0.12);
  }
};

function glyphOf(token: ClueToken): Glyph | undefined {
  return token.startsWith('trace-') ? traceGlyph : (symbolGlyphs[token] ?? trapGlyphs[token]);
}

/** Draws a symbol's or trap's picture centred at (x, y), `size` pixels across. */
export function drawGlyph(
  context: SKRSContext2D,
  token: ClueToken,
  x: number,
  y: number,
  size: number,
  ink: string,
  paper: string,
): void {
  const glyph = glyphOf(token);
  if (!glyph) return;
  context.save();
  context.translate(x, y);
  context.scale(size / 2, size / 2);
  glyph(context, ink, paper);
  context.restore();
}
