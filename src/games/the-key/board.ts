import board from './data/board.json' with { type: 'json' };
import { boardSchema, type KeyBoard } from './engine/board.js';

/** Our own two-sided map: rooms on a grid, each border a passage or a wall, validated at load. */
export const keyBoard: KeyBoard = boardSchema.parse(board);
