import { z } from 'zod';

/** What a server's managers may set for new Duet tables (`/duet defaults`); a command's options win. */
export const duetDefaultsSchema = z.object({
  tokens: z.union([z.literal(9), z.literal(10), z.literal(11)]).optional(),
  turnOrder: z.enum(['alternating', 'free']).optional(),
});
export type DuetDefaults = z.infer<typeof duetDefaultsSchema>;

/** The server's Duet defaults from its settings; anything that does not parse counts as unset. */
export function duetDefaultsOf(stored: Record<string, unknown> | undefined): DuetDefaults {
  const parsed = duetDefaultsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}
