import { z } from 'zod';
import { languages } from '../../platform/i18n/languages.js';
import setups from './data/setups.json' with { type: 'json' };
import { type Board, boardSchema, type Position, squareAt, startSquares } from './engine/index.js';
import { distancesTo } from './sim/distances.js';
import { type Rotation, rotateRows, TILE_SIZE, type TileSide, tileFace } from './tiles.js';

export const difficulties = ['beginner', 'standard', 'tricky'] as const;
export type Difficulty = (typeof difficulties)[number];

export interface DuckSetup {
  id: string;
  difficulty: Difficulty;
  names: Record<(typeof languages)[number], string>;
  descriptions: Record<(typeof languages)[number], string>;
  /** The composed board's rows, as `boardFromRows` reads them. */
  rows: string[];
  board: Board;
}

/** A tile face in a set-up's grid: its id, its side, and how far it is turned clockwise, as `7a@90`. */
const placedTileSchema = z
  .string()
  .regex(/^(1[0-6]|[1-9])[ab](@(0|90|180|270))?$/u)
  .transform((text) => {
    const [, id = '', side = 'a', rotation = '0'] = /^(\d+)([ab])(?:@(\d+))?$/u.exec(text) ?? [];
    return { id: Number(id), side: side as TileSide, rotation: Number(rotation) as Rotation };
  });

const textsSchema = z.object(Object.fromEntries(languages.map((language) => [language, z.string().min(1)])));

/** The rows of a grid of tile faces laid side by side. */
function composeRows(grid: readonly (readonly z.infer<typeof placedTileSchema>[])[]): string[] {
  return grid.flatMap((tileRow) => {
    const faces = tileRow.map((tile) => rotateRows(tileFace(tile.id, tile.side) ?? [], tile.rotation));
    return Array.from({ length: TILE_SIZE }, (_, y) => faces.map((face) => face[y] ?? '').join(''));
  });
}

const positionsOf = (board: Board, kinds: readonly string[]): Position[] =>
  board.squares.flatMap((square, index) =>
    kinds.includes(square.kind) ? [{ x: index % board.width, y: Math.floor(index / board.width) }] : [],
  );

const touches = (a: Position, b: Position) => Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1;

/**
 * Our own rules for a fair board, beyond the engine's: a duck can swim from every start square and
 * buoy to the drain; no start square touches the drain or a buoy (not even corner to corner), so
 * no duck starts a stroke from the finish; every start square has open water beside it to face.
 */
function fairBoardProblems(board: Board): string[] {
  const drain = positionsOf(board, ['drain'])[0];
  if (!drain) return ['no drain'];
  const toDrain = distancesTo(board, drain, false);
  const problems: string[] = [];
  for (const square of positionsOf(board, ['start', 'buoy'])) {
    if (!Number.isFinite(toDrain[square.y * board.width + square.x] ?? Number.POSITIVE_INFINITY)) {
      problems.push(`(${square.x},${square.y}) cannot reach the drain`);
    }
  }
  const buoys = positionsOf(board, ['buoy']);
  for (const start of startSquares(board)) {
    if (touches(start, drain)) problems.push(`start (${start.x},${start.y}) touches the drain`);
    if (buoys.some((buoy) => touches(start, buoy)))
      problems.push(`start (${start.x},${start.y}) touches a buoy`);
    const open = [
      { x: start.x, y: start.y - 1 },
      { x: start.x + 1, y: start.y },
      { x: start.x, y: start.y + 1 },
      { x: start.x - 1, y: start.y },
    ].some((next) => squareAt(board, next)?.kind === 'water');
    if (!open) problems.push(`start (${start.x},${start.y}) has no water beside it`);
  }
  return problems;
}

export const setupSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z-]{1,39}$/u),
    difficulty: z.enum(difficulties),
    names: textsSchema,
    descriptions: textsSchema,
    tiles: z.array(z.array(placedTileSchema).min(1)).min(1),
  })
  .transform((setup, context): DuckSetup => {
    const ids = setup.tiles.flat().map((tile) => tile.id);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', message: 'each tile once' });
    if (setup.tiles.some((row) => row.length !== setup.tiles[0]?.length)) {
      context.addIssue({ code: 'custom', message: 'a rectangle of tiles' });
    }
    const rows = composeRows(setup.tiles);
    const parsed = boardSchema.safeParse(rows);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    for (const problem of fairBoardProblems(parsed.data))
      context.addIssue({ code: 'custom', message: problem });
    const { tiles: _, ...named } = setup;
    return {
      ...named,
      names: setup.names as DuckSetup['names'],
      descriptions: setup.descriptions as DuckSetup['descriptions'],
      rows,
      board: parsed.data,
    };
  });

export const setupsSchema = z
  .array(setupSchema)
  .min(6)
  .refine((list) => new Set(list.map((setup) => setup.id)).size === list.length, 'every set-up id once');

/** Our own named board set-ups, composed from the box's tiles and checked at load. */
export const duckSetups: readonly DuckSetup[] = setupsSchema.parse(setups);

export const setupById = (id: string): DuckSetup | undefined => duckSetups.find((setup) => setup.id === id);
