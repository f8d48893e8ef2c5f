import { z } from 'zod';
import { actionIds, type KeyMove, roomIdsBySide, symbolIdSchema } from './engine/index.js';

const room = z.enum([...new Set([...roomIdsBySide.A, ...roomIdsBySide.B])] as [string, ...string[]]);
const path = z.array(room).min(1).max(3);
const card = z.string().max(20);
const target = z.object({ remove: z.enum(['trace', 'card']), action: z.enum(actionIds) });
const pick = z.discriminatedUnion('from', [
  z.object({ from: z.literal('face-up'), symbol: symbolIdSchema }),
  z.object({ from: z.literal('stack') }),
]);

const resolution = z.discriminatedUnion('action', [
  z.object({ action: z.literal('move'), path }),
  z.object({ action: z.literal('intel'), room, count: z.number().int().min(0).max(2) }),
  z.object({ action: z.literal('collect'), picks: z.array(pick).max(2) }),
  z.object({ action: z.literal('regroup'), target: target.nullable() }),
]);

const special = z.discriminatedUnion('special', [
  z.object({ special: z.literal('dash'), path }),
  z.object({ special: z.literal('lookout'), room }),
  z.object({ special: z.literal('swap'), seat: z.number().int().min(0).max(3), give: card }),
  z.object({ special: z.literal('sweep'), target }),
]);

/** A THE KEY move as stored in a mission's log; the engine checks it is legal when it replays. */
export const keyMoveSchema: z.ZodType<KeyMove> = z.union([
  z.object({ type: z.literal('play'), card }).and(resolution),
  z.object({ type: z.literal('special'), discard: z.tuple([card, card]) }).and(special),
  z.object({ type: z.literal('end-turn'), draws: z.number().int().min(0).max(4).optional() }),
  z.object({ type: z.literal('propose'), answer: z.string().max(16) }),
  z.object({ type: z.literal('confirm') }),
  z.object({ type: z.literal('withdraw') }),
]) as z.ZodType<KeyMove>;
