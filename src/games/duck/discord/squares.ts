import type { Position } from '../engine/index.js';

/** A square as players read it off the picture: column letter, row number (A1 is the top left). */
export const squareName = (position: Position) => `${String.fromCharCode(65 + position.x)}${position.y + 1}`;
