import { describe, expect, it } from 'vitest';
import { type Board, type Position, squareAt, startSquares } from '../../../src/games/duck/engine/index.js';
import { difficulties, duckSetups, setupById, setupSchema } from '../../../src/games/duck/setups.js';
import { distancesTo } from '../../../src/games/duck/sim/distances.js';
import { boardTiles, rotateRows } from '../../../src/games/duck/tiles.js';

const squaresOf = (board: Board, kind: string): Position[] =>
  board.squares.flatMap((square, index) =>
    square.kind === kind ? [{ x: index % board.width, y: Math.floor(index / board.width) }] : [],
  );

const named = {
  names: { en: 'Test', ja: 'テスト', hu: 'Próba' },
  descriptions: { en: 'A test board.', ja: 'テスト用。', hu: 'Próbatábla.' },
};

describe('Duck! Duck! Go! tiles and set-ups', () => {
  it('has sixteen double-sided tiles of four by four squares', () => {
    expect(boardTiles.map((tile) => tile.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const tile of boardTiles) {
      expect(tile.faces.a.rows).toHaveLength(4);
      expect(tile.faces.b.rows).toHaveLength(4);
    }
  });

  it('turns a face clockwise: its top row becomes its right column, four turns bring it back', () => {
    const face = ['S...', '....', '....', '...D'];
    expect(rotateRows(face, 90)).toEqual(['...S', '....', '....', 'D...']);
    expect(rotateRows(rotateRows(face, 180), 180)).toEqual(face);
  });

  it('names at least six set-ups in three languages, from beginner to tricky', () => {
    expect(duckSetups.length).toBeGreaterThanOrEqual(6);
    expect(new Set(duckSetups.map((setup) => setup.difficulty))).toEqual(new Set(difficulties));
    for (const setup of duckSetups) {
      for (const language of ['en', 'ja', 'hu'] as const) {
        expect(setup.names[language].length).toBeGreaterThan(0);
        expect(setup.descriptions[language].length).toBeLessThanOrEqual(100);
      }
      expect(setupById(setup.id)).toBe(setup);
    }
    expect(setupById('no-such-pond')).toBeUndefined();
  });

  it.each(duckSetups.map((setup) => [setup.id, setup] as const))(
    '%s: one drain, one buoy of each colour, six or more start squares, each one reachable and clear of the drain',
    (_id, { board }) => {
      const [drain] = squaresOf(board, 'drain');
      expect(squaresOf(board, 'drain')).toHaveLength(1);
      expect(squaresOf(board, 'buoy').map((buoy) => squareAt(board, buoy))).toHaveLength(3);
      expect(startSquares(board).length).toBeGreaterThanOrEqual(6);
      if (!drain) throw new Error('no drain');
      const toDrain = distancesTo(board, drain, false);
      for (const square of [...startSquares(board), ...squaresOf(board, 'buoy')]) {
        expect(toDrain[square.y * board.width + square.x]).toBeLessThan(Number.POSITIVE_INFINITY);
      }
      for (const start of startSquares(board)) {
        expect(Math.max(Math.abs(start.x - drain.x), Math.abs(start.y - drain.y))).toBeGreaterThan(1);
      }
    },
  );

  it('refuses a set-up that lays a tile twice, is no rectangle, or has no drain', () => {
    const parse = (tiles: string[][]) =>
      setupSchema.safeParse({ id: 'test', difficulty: 'beginner', ...named, tiles });
    expect(
      parse([
        ['5a', '6a@90'],
        ['7a', '8a'],
      ]).success,
    ).toBe(true);
    expect(
      parse([
        ['5a', '5a@90'],
        ['7a', '8a'],
      ]).success,
    ).toBe(false);
    expect(
      parse([
        ['5a', '6a@90'],
        ['7a', '8b@90', '1a'],
      ]).success,
    ).toBe(false);
    expect(
      parse([
        ['5a', '6a'],
        ['7a', '1b'],
      ]).success,
    ).toBe(false);
  });
});
