import { z } from 'zod';
import { type BoardSide, boardSides, type RoomId, roomIdsBySide, startRoom } from './ids.js';

const roomSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  row: z.number().int().min(0),
  column: z.number().int().min(0),
});
const pairSchema = z.tuple([z.string(), z.string()]);

const sideSchema = z.object({
  rooms: z.array(roomSchema),
  passages: z.array(pairSchema),
  walls: z.array(pairSchema),
});

export interface BoardRoom {
  id: RoomId;
  name: string;
  row: number;
  column: number;
}
export interface BoardSideMap {
  rooms: BoardRoom[];
  passages: [RoomId, RoomId][];
  walls: [RoomId, RoomId][];
}
export type KeyBoard = Record<BoardSide, BoardSideMap>;

function samePair(a: readonly [string, string], b: readonly [string, string]): boolean {
  return (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);
}

/** Rooms next to each other on the grid share a border, which is either a passage or a wall. */
function validateSide(side: BoardSide, map: z.infer<typeof sideSchema>, context: z.RefinementCtx): void {
  const fail = (message: string) => context.addIssue({ code: 'custom', path: [side], message });
  const ids = map.rooms.map((room) => room.id);
  const expected: readonly string[] = roomIdsBySide[side];
  if (ids.length !== expected.length || !expected.every((id) => ids.includes(id))) {
    fail(`side ${side} must have exactly the rooms ${expected.join(', ')}`);
    return;
  }
  const roomById = new Map(map.rooms.map((room) => [room.id, room]));
  const borders: [string, string][] = [];
  for (const a of map.rooms) {
    for (const b of map.rooms) {
      if (a.id < b.id && Math.abs(a.row - b.row) + Math.abs(a.column - b.column) === 1)
        borders.push([a.id, b.id]);
    }
  }
  for (const pair of [...map.passages, ...map.walls]) {
    const [a, b] = pair.map((id) => roomById.get(id));
    if (!a || !b) fail(`unknown room in ${pair.join('/')}`);
    else if (!borders.some((border) => samePair(border, pair)))
      fail(`${pair.join('/')} do not share a border`);
  }
  for (const border of borders) {
    const passages = map.passages.filter((pair) => samePair(pair, border)).length;
    const walls = map.walls.filter((pair) => samePair(pair, border)).length;
    if (passages + walls !== 1) fail(`border ${border.join('/')} needs exactly one passage or wall`);
  }
  const reached = new Set<string>([startRoom]);
  const queue: string[] = [startRoom];
  for (let room = queue.shift(); room !== undefined; room = queue.shift()) {
    for (const next of neighboursIn(map.passages, room)) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  if (reached.size !== ids.length) fail(`side ${side}: every room must be reachable from the entrance`);
}

function neighboursIn(passages: readonly (readonly [string, string])[], room: string): string[] {
  return passages.flatMap(([a, b]) => (a === room ? [b] : b === room ? [a] : []));
}

export const boardSchema = z
  .object({ A: sideSchema, B: sideSchema })
  .superRefine((board, context) => {
    for (const side of boardSides) validateSide(side, board[side], context);
  })
  .transform((board) => board as KeyBoard);

/** Rooms one passage away from `room`. */
export function roomsThroughPassage(map: BoardSideMap, room: RoomId): RoomId[] {
  return neighboursIn(map.passages, room) as RoomId[];
}

/** "Nearby": the same room or one a passage away. */
export function isNearby(map: BoardSideMap, a: RoomId, b: RoomId): boolean {
  return a === b || roomsThroughPassage(map, a).includes(b);
}
