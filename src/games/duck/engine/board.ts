import { z } from 'zod';
import type { Position } from './geometry.js';

export const buoyColors = ['red', 'yellow', 'green'] as const;
export type BuoyColor = (typeof buoyColors)[number];

export type Square =
  | { kind: 'water' }
  /** A start square; once the race is on, a teleport to any start square. */
  | { kind: 'start' }
  | { kind: 'buoy'; color: BuoyColor }
  /** The goal: entered with all three buoys it wins, without them it is as hard as an edge. */
  | { kind: 'drain' }
  /** Anything a duck bonks on, like the edge of the board. */
  | { kind: 'rock' };

const SQUARES: Record<string, Square> = {
  '.': { kind: 'water' },
  S: { kind: 'start' },
  r: { kind: 'buoy', color: 'red' },
  y: { kind: 'buoy', color: 'yellow' },
  g: { kind: 'buoy', color: 'green' },
  D: { kind: 'drain' },
  '#': { kind: 'rock' },
};

export interface Board {
  width: number;
  height: number;
  /** Row by row, `width` squares each. */
  squares: Square[];
}

/** A board from its rows (`.` water, `S` start, `r` `y` `g` buoys, `D` drain, `#` rock). */
export function boardFromRows(rows: readonly string[]): Board {
  const width = rows[0]?.length ?? 0;
  if (width === 0 || rows.some((row) => row.length !== width || !/^[.SrygD#]+$/u.test(row))) {
    throw new RangeError('a board is rows of one width made of . S r y g D #');
  }
  return { width, height: rows.length, squares: [...rows.join('')].map((char) => SQUARES[char] as Square) };
}

/**
 * A board set-up as its data file writes it, validated when loaded: rows of one width, every buoy
 * colour once, one drain, and at least six start squares (six ducks race at most).
 */
export const boardSchema = z
  .array(z.string().regex(/^[.SrygD#]+$/u))
  .min(3)
  .superRefine((rows, context) => {
    const width = rows[0]?.length ?? 0;
    if (rows.some((row) => row.length !== width)) {
      context.addIssue({ code: 'custom', message: 'every row has the same width' });
    }
    const text = rows.join('');
    const count = (mark: string) => [...text].filter((char) => char === mark).length;
    if (count('D') !== 1 || count('r') !== 1 || count('y') !== 1 || count('g') !== 1 || count('S') < 6) {
      context.addIssue({
        code: 'custom',
        message: 'a board has one drain, one buoy of each colour and at least six start squares',
      });
    }
  })
  .transform(boardFromRows);

export function squareAt(board: Board, position: Position): Square | null {
  const { x, y } = position;
  if (x < 0 || y < 0 || x >= board.width || y >= board.height) return null;
  return board.squares[y * board.width + x] ?? null;
}

export function startSquares(board: Board): Position[] {
  return board.squares.flatMap((square, index) =>
    square.kind === 'start' ? [{ x: index % board.width, y: Math.floor(index / board.width) }] : [],
  );
}
