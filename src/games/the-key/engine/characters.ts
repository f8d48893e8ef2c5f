import { z } from 'zod';

/** What a character does for two discarded cards. */
export const specialActions = ['dash', 'lookout', 'swap', 'sweep'] as const;
export type SpecialAction = (typeof specialActions)[number];

const characterSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  special: z.enum(specialActions),
  description: z.string().min(1),
});
export type KeyCharacter = z.infer<typeof characterSchema>;

export const charactersSchema = z
  .array(characterSchema)
  .length(4)
  .refine((list) => new Set(list.map((character) => character.special)).size === list.length, {
    message: 'each character has its own special action',
  });
