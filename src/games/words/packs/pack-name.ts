import { z } from 'zod';
import { cleanText, isOneScript } from '../../../platform/text/clean-text.js';

export const MAX_PACK_NAME_LENGTH = 32;

/** Letters without an uppercase (lowercase ones, or a script's own like かな), digits and hyphens. */
const PACK_NAME = /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{Nd}-]+$/u;

/**
 * A pack's name as typed, made canonical (cleaned, lowercased: `Animals` is `animals`) and
 * checked: 1–32 characters, lowercase letters of any script, digits and hyphens, one script.
 */
export const packNameSchema = z
  .string()
  .transform((raw) => cleanText(raw).toLowerCase())
  .refine(
    (name) =>
      [...name].length <= MAX_PACK_NAME_LENGTH &&
      PACK_NAME.test(name) &&
      /[\p{L}\p{Nd}]/u.test(name) &&
      isOneScript(name),
  );

/** The canonical name, or null when it cannot name a pack. */
export function packNameOf(raw: string): string | null {
  const parsed = packNameSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
