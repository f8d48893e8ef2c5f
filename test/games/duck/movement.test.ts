import { describe, expect, it } from 'vitest';
import {
  boardFromRows,
  boardSchema,
  type Duck,
  type MoveChoices,
  moveDuck,
  type Route,
} from '../../../src/games/duck/engine/index.js';

// A 5×4 pond: start squares on the left and right, a rock, the three buoys and the drain.
const pond = boardFromRows([
  // x: 01234
  'S.r.S', // y 0
  '..#.y', // y 1
  'S.g.D', // y 2
  'S...S', // y 3
]);

const swim = (steps: Route['steps'], endFacings: Route['endFacings'] = ['forward']): Route => ({
  steps,
  endFacings,
});
const plain: MoveChoices = { endFacing: 'forward', teleport: null };
const duckAt = (x: number, y: number, facing: Duck['facing'], buoys: Duck['buoys'] = []): Duck => ({
  position: { x, y },
  facing,
  buoys,
});

describe('Duck! Duck! Go! movement', () => {
  it('follows its route relative to its facing and ends facing a way the card allows', () => {
    const result = moveDuck(
      pond,
      duckAt(1, 3, 'E'),
      [],
      swim(['forward', 'forward', 'left'], ['right', 'back']),
      {
        ...plain,
        endFacing: 'right',
      },
    );
    expect(result.path).toEqual([
      { x: 2, y: 3 },
      { x: 3, y: 3 },
      { x: 3, y: 2 },
    ]);
    expect(result.duck).toMatchObject({ position: { x: 3, y: 2 }, facing: 'S' });
    expect(result.end).toEqual({ kind: 'finished' });
  });

  it('bonks on the edge, a rock or another duck: stops where it is and turns round', () => {
    const edge = moveDuck(pond, duckAt(3, 3, 'S'), [], swim(['forward', 'forward']), plain);
    expect(edge).toMatchObject({
      path: [],
      end: { kind: 'bonked', against: 'edge' },
      duck: { position: { x: 3, y: 3 }, facing: 'N' },
    });
    const rock = moveDuck(pond, duckAt(1, 1, 'E'), [], swim(['forward', 'forward']), plain);
    expect(rock).toMatchObject({
      end: { kind: 'bonked', against: 'edge' },
      duck: { position: { x: 1, y: 1 }, facing: 'W' },
    });
    const duck = moveDuck(
      pond,
      duckAt(1, 3, 'E'),
      [{ x: 3, y: 3 }],
      swim(['forward', 'forward', 'forward']),
      plain,
    );
    expect(duck).toMatchObject({
      path: [{ x: 2, y: 3 }],
      end: { kind: 'bonked', against: 'duck' },
      duck: { facing: 'W' },
    });
  });

  it('collects a buoy it passes or stops on, once per colour, and moves again after ending exactly on one', () => {
    const passing = moveDuck(pond, duckAt(1, 0, 'E'), [], swim(['forward', 'forward']), plain);
    expect(passing).toMatchObject({ newBuoys: ['red'], extraMove: false, duck: { buoys: ['red'] } });
    const stopping = moveDuck(pond, duckAt(1, 2, 'E'), [], swim(['forward']), plain);
    expect(stopping).toMatchObject({ newBuoys: ['green'], extraMove: true });
    const again = moveDuck(pond, duckAt(1, 2, 'E', ['green']), [], swim(['forward']), plain);
    expect(again).toMatchObject({ newBuoys: [], extraMove: true, duck: { buoys: ['green'] } });
    const bonkedOnBuoy = moveDuck(
      pond,
      duckAt(3, 0, 'W'),
      [{ x: 1, y: 0 }],
      swim(['forward', 'forward']),
      plain,
    );
    expect(bonkedOnBuoy).toMatchObject({ newBuoys: ['red'], extraMove: false, end: { kind: 'bonked' } });
  });

  it('wins on entering the drain with all three buoys; without them the drain is as hard as an edge', () => {
    const ready = moveDuck(
      pond,
      duckAt(3, 2, 'E', ['red', 'yellow', 'green']),
      [],
      swim(['forward', 'forward']),
      plain,
    );
    expect(ready).toMatchObject({ end: { kind: 'won' }, duck: { position: { x: 4, y: 2 } } });
    const early = moveDuck(pond, duckAt(3, 2, 'E', ['red', 'yellow']), [], swim(['forward']), plain);
    expect(early).toMatchObject({
      end: { kind: 'bonked', against: 'drain' },
      duck: { position: { x: 3, y: 2 }, facing: 'W' },
    });
  });

  it('may teleport on entering a start square, ending its move there, or swim on', () => {
    const route = swim(['forward', 'forward', 'forward']);
    const teleported = moveDuck(pond, duckAt(2, 3, 'E'), [], route, {
      endFacing: 'forward',
      teleport: { to: { x: 0, y: 0 }, facing: 'S' },
    });
    expect(teleported).toMatchObject({
      end: { kind: 'teleported' },
      duck: { position: { x: 0, y: 0 }, facing: 'S' },
      path: [
        { x: 3, y: 3 },
        { x: 4, y: 3 },
        { x: 0, y: 0 },
      ],
    });
    const stayed = moveDuck(pond, duckAt(3, 3, 'W'), [], swim(['forward', 'forward']), plain);
    expect(stayed.duck.position).toEqual({ x: 1, y: 3 });
    const occupied = moveDuck(pond, duckAt(2, 3, 'E'), [{ x: 0, y: 0 }], route, {
      endFacing: 'forward',
      teleport: { to: { x: 0, y: 0 }, facing: 'S' },
    });
    expect(occupied.end).toEqual({ kind: 'bonked', against: 'edge' });
  });

  it('loads only set-ups with one drain, each buoy once and six start squares', () => {
    expect(boardSchema.safeParse(['S.r.S', '..#.y', 'S.g.D', 'S...S']).success).toBe(false);
    expect(boardSchema.safeParse(['S.r.SS', '..#.yS', 'S.g.D.', 'S....S']).success).toBe(true);
    expect(boardSchema.safeParse(['S.r.SS', '..#.y', 'S.g.D.', 'S....S']).success).toBe(false);
  });
});
