import { z } from 'zod';

/**
 * What the route itself reads of an interaction: enough to answer a PING and to hold the answer
 * by id and token. Everything else is discord.js's to read, as it reads INTERACTION_CREATE.
 */
export const interactionEnvelope = z.looseObject({
  id: z.string().regex(/^\d{1,25}$/),
  application_id: z.string().regex(/^\d{1,25}$/),
  type: z.number().int().min(1),
  token: z.string().min(1).max(1000),
  guild_id: z
    .string()
    .regex(/^\d{1,25}$/)
    .optional(),
});

export type InteractionEnvelope = z.infer<typeof interactionEnvelope>;

export const PING = 1;
