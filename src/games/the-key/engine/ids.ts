import { z } from 'zod';

export const boardSides = ['A', 'B'] as const;
export type BoardSide = (typeof boardSides)[number];

export const roomIdsBySide = {
  A: ['entrance', 'archive', 'lab', 'server-room', 'vault', 'lounge', 'office', 'garage'],
  B: ['entrance', 'gallery', 'library', 'workshop', 'rooftop', 'tunnel', 'kitchen', 'studio'],
} as const satisfies Record<BoardSide, readonly string[]>;
export type RoomId = (typeof roomIdsBySide)[BoardSide][number];
export const startRoom = 'entrance' satisfies RoomId;

export const symbolIds = Array.from(
  { length: 26 },
  (_, index) => `sym-${String(index + 1).padStart(2, '0')}`,
);
export const symbolIdSchema = z.string().regex(/^sym-(0[1-9]|1\d|2[0-6])$/);
export type SymbolId = string;

export const actionIds = ['move', 'intel', 'collect', 'regroup'] as const;
export type ActionId = (typeof actionIds)[number];

export const traceTraps = ['trace-move', 'trace-intel', 'trace-collect'] as const;
export type TraceTrap = (typeof traceTraps)[number];
export const traps = ['camera', 'gas', ...traceTraps] as const;
export type Trap = (typeof traps)[number];

/** A clue token: a symbol or a trap. */
export type ClueToken = SymbolId | Trap;
export const clueTokenSchema = z.union([symbolIdSchema, z.enum(traps)]);

export function isTrap(token: ClueToken): token is Trap {
  return (traps as readonly string[]).includes(token);
}

/** The action card a trace blocks: 'trace-intel' sits on 'intel'. */
export function actionBlockedBy(trace: TraceTrap): ActionId {
  return trace.slice('trace-'.length) as ActionId;
}
