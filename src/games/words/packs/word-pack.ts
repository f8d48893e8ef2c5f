import { z } from 'zod';
import { languages } from '../../../platform/i18n/languages.js';
import { MAX_PACK_WORDS, MIN_PACK_WORDS } from './pack-entries.js';

/** At most this many packs a server (every one fits the list an autocomplete shows). */
export const MAX_PACKS_PER_SERVER = 25;

/** One server's named word list, its entries as typed (`word` or `word|reading`). */
export const wordPackSchema = z.object({
  name: z.string().min(1),
  language: z.enum(languages),
  entries: z.array(z.string().min(1)).min(MIN_PACK_WORDS).max(MAX_PACK_WORDS),
  savedBy: z.string(),
  savedAt: z.number().int(),
});

export type WordPack = z.infer<typeof wordPackSchema>;
