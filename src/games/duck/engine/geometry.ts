/** The four ways a duck can face, clockwise from north (the top of the board). */
export const directions = ['N', 'E', 'S', 'W'] as const;
export type Direction = (typeof directions)[number];

/** A step or a facing relative to the duck's facing before its move (the card's purple arrow). */
export const turns = ['forward', 'right', 'back', 'left'] as const;
export type Turn = (typeof turns)[number];

export interface Position {
  x: number;
  y: number;
}

/** `facing` turned by `turn` (forward keeps it, back reverses it). */
export function rotate(facing: Direction, turn: Turn): Direction {
  const index = (directions.indexOf(facing) + turns.indexOf(turn)) % directions.length;
  return directions[index] as Direction;
}

export function opposite(facing: Direction): Direction {
  return rotate(facing, 'back');
}

const delta: Record<Direction, Position> = {
  N: { x: 0, y: -1 },
  E: { x: 1, y: 0 },
  S: { x: 0, y: 1 },
  W: { x: -1, y: 0 },
};

export function stepFrom(position: Position, direction: Direction): Position {
  return { x: position.x + delta[direction].x, y: position.y + delta[direction].y };
}

export const samePosition = (a: Position, b: Position) => a.x === b.x && a.y === b.y;
