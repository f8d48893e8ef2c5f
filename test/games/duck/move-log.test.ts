import { describe, expect, it } from 'vitest';
import { encodeMove, type LoggedMove, moveLogSchema } from '../../../src/games/duck/move-log.js';

const moves: LoggedMove[] = [
  { seat: 0, auto: false, move: { type: 'place', at: { x: 11, y: 0 }, facing: 'W' } },
  { seat: 5, auto: true, move: { type: 'choose', duck: 11, card: 54 } },
  { seat: 2, auto: false, move: { type: 'move', plan: { route: 1, endFacing: 'left', teleport: null } } },
  {
    seat: 3,
    auto: true,
    move: {
      type: 'move',
      plan: { route: 0, endFacing: 'back', teleport: { to: { x: 3, y: 9 }, facing: 'S' } },
      card: 7,
    },
  },
];

describe('Duck! Duck! Go! move log', () => {
  it('writes each move in a few characters and reads it back exactly', () => {
    const written = moves.map(encodeMove);
    expect(written).toEqual(['0p11.0W', '*5c11.54', '2m1L', '*3m0B.7@3.9S']);
    expect(moveLogSchema.parse(written)).toEqual(moves);
  });

  it('refuses a record with an entry it cannot read', () => {
    for (const bad of ['0p1.1X', '6c0.1', '0m2F', '0c01.3', '0p1.1N ', '']) {
      expect(moveLogSchema.safeParse(['0c0.1', bad]).success).toBe(false);
    }
  });
});
