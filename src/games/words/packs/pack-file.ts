import { z } from 'zod';
import { type Language, languages } from '../../../platform/i18n/languages.js';
import { splitEntries } from './pack-entries.js';
import type { WordPack } from './word-pack.js';

const FORMAT = 'rendezvous-word-pack';

/** A file a server exported, or one written by hand with the same fields. */
const packFileSchema = z.object({
  format: z.literal(FORMAT).optional(),
  version: z.literal(1).optional(),
  name: z.string().max(200).optional(),
  language: z.enum(languages).optional(),
  words: z.array(z.string().max(200)),
});

/** What an import reads from a file, before the pack's checks. */
export interface PackFile {
  name: string | null;
  language: Language | null;
  entries: string[];
}

export function packFileText(pack: WordPack): string {
  const file = { format: FORMAT, version: 1, name: pack.name, language: pack.language, words: pack.entries };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export const packFileName = (pack: WordPack) => `word-pack-${pack.name}.json`;

/**
 * A pack file: an export (JSON), a JSON list of words, or plain text with the words separated as
 * when typed. Null when it is JSON of another shape.
 */
export function readPackFile(text: string): PackFile | null {
  const body = text.replace(/^\uFEFF/u, '').trim();
  if (!body.startsWith('{') && !body.startsWith('[')) {
    return { name: null, language: null, entries: splitEntries(body) };
  }
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  const list = z.array(z.string().max(200)).safeParse(data);
  if (list.success) return { name: null, language: null, entries: list.data };
  const file = packFileSchema.safeParse(data);
  if (!file.success) return null;
  return { name: file.data.name ?? null, language: file.data.language ?? null, entries: file.data.words };
}
