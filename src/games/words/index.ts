import { z } from 'zod';
import type { Language } from '../../platform/i18n/languages.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

/** One card word; `readings` holds the hiragana readings of a Japanese word and is empty otherwise. */
export interface WordEntry {
  text: string;
  readings: string[];
}

const HIRAGANA_READING = /^[\u3041-\u3096ー]+$/u;

const plainListSchema = z.array(z.string().trim().min(1));

const japaneseListSchema = z.array(
  z.object({
    word: z.string().trim().min(1),
    readings: z.array(z.string().regex(HIRAGANA_READING)).min(1),
  }),
);

const rawLists: Record<Language, unknown> = { en, ja, hu };

function parseList(language: Language): WordEntry[] {
  const raw = rawLists[language];
  if (language === 'ja') {
    return japaneseListSchema.parse(raw).map(({ word, readings }) => ({ text: word, readings }));
  }
  return plainListSchema.parse(raw).map((text) => ({ text, readings: [] }));
}

const cache = new Map<Language, readonly WordEntry[]>();

/** The word list of a language, validated on first use and shared (frozen) afterwards. */
export function wordList(language: Language): readonly WordEntry[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const entries = parseList(language);
  for (const entry of entries) {
    Object.freeze(entry.readings);
    Object.freeze(entry);
  }
  Object.freeze(entries);
  cache.set(language, entries);
  return entries;
}
