import { type Direction, opposite, type Position, type ResolvedMove } from '../engine/index.js';

/** One move of the round as the board draws it. */
export interface DrawnMove {
  mover: number;
  /** The squares the duck swam through, from the one it left to the one it stopped on. */
  squares: Position[];
  /** The last step is a teleport jump, not a swim. */
  teleported: boolean;
  /** Where it bonked: its last square, and the side it hit. */
  bonk: { at: Position; side: Direction } | null;
}

/** The round's moves in order, each with the squares it swam through and where it bonked. */
export function drawnMoves(resolved: readonly ResolvedMove[]): DrawnMove[] {
  return resolved.map((move) => {
    const teleported = move.end.kind === 'teleported';
    const bonked = move.end.kind === 'bonked';
    return {
      mover: move.mover,
      squares: [move.from, ...move.path],
      teleported,
      bonk: bonked ? { at: move.duck.position, side: opposite(move.duck.facing) } : null,
    };
  });
}
