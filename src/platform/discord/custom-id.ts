import { z } from 'zod';

/**
 * Every button and modal the bot renders carries `<game>:<gameId>:<version>:<action>[:<arg>]`,
 * so a press can be routed to its game and checked against the version it was rendered from
 * without any in-process state (any shard, after any restart).
 */
const segment = /^[a-z0-9-]+$/i;

/**
 * A whole number written the one way the bot writes it: decimal digits, no sign, no leading
 * zero, no exponent, at most `max`. `007`, `1e1`, `0x1`, `-0` and `''` are not numbers here.
 */
export function canonicalInteger(max: number) {
  return z
    .string()
    .regex(/^(0|[1-9][0-9]{0,14})$/)
    .transform(Number)
    .pipe(z.number().int().max(max));
}

/** Far above any game's number of moves, far below where a double loses integer precision. */
const MAX_VERSION = 99_999_999;

export const customIdSchema = z.object({
  game: z.string().regex(/^[a-z][a-z0-9-]{0,15}$/),
  gameId: z.string().regex(/^[a-z0-9]{4,32}$/),
  version: canonicalInteger(MAX_VERSION),
  action: z.string().regex(segment).max(20),
  arg: z.string().regex(segment).max(20).optional(),
});

export type CustomId = z.infer<typeof customIdSchema>;

export function encodeCustomId(id: CustomId): string {
  const head = `${id.game}:${id.gameId}:${id.version}:${id.action}`;
  return id.arg === undefined ? head : `${head}:${id.arg}`;
}

export function decodeCustomId(raw: string): CustomId | null {
  if (raw.length > 100) return null;
  const [game, gameId, version, action, arg, ...rest] = raw.split(':');
  if (rest.length > 0) return null;
  const parsed = customIdSchema.safeParse({ game, gameId, version, action, arg });
  return parsed.success ? parsed.data : null;
}
