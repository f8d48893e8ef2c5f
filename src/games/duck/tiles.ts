import { z } from 'zod';
import tiles from './data/tiles.json' with { type: 'json' };

/** The box holds sixteen double-sided square tiles, each face four squares by four. */
export const TILE_COUNT = 16;
export const TILE_SIZE = 4;
export const tileSides = ['a', 'b'] as const;
export type TileSide = (typeof tileSides)[number];
export const rotations = [0, 90, 180, 270] as const;
export type Rotation = (typeof rotations)[number];

const faceSchema = z.object({
  /** What the face shows, for whoever lays out a set-up. */
  name: z.string().min(1),
  rows: z
    .array(z.string().regex(new RegExp(`^[.SrygD#]{${TILE_SIZE}}$`, 'u')))
    .length(TILE_SIZE)
    .readonly(),
});

export const tilesSchema = z
  .array(
    z.object({
      id: z.number().int().min(1).max(TILE_COUNT),
      faces: z.object({ a: faceSchema, b: faceSchema }),
    }),
  )
  .length(TILE_COUNT)
  .refine(
    (list) => new Set(list.map((tile) => tile.id)).size === TILE_COUNT,
    'every tile id from 1 to 16 once',
  );

export type BoardTile = z.infer<typeof tilesSchema>[number];

export const boardTiles: readonly BoardTile[] = tilesSchema.parse(tiles);

/** A face's rows turned clockwise by `rotation` degrees. */
export function rotateRows(rows: readonly string[], rotation: Rotation): string[] {
  let turned = [...rows];
  for (let quarter = 0; quarter < rotation / 90; quarter += 1) {
    const size = turned.length;
    turned = Array.from({ length: size }, (_, y) =>
      Array.from({ length: size }, (_, x) => turned[size - 1 - x]?.[y] ?? '').join(''),
    );
  }
  return turned;
}

export function tileFace(id: number, side: TileSide): readonly string[] | undefined {
  return boardTiles.find((tile) => tile.id === id)?.faces[side].rows;
}
