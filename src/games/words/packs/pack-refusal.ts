import { escapeMarkdown } from 'discord.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { MAX_CUSTOM_WORD_LENGTH } from '../custom-words.js';
import { tPacks } from './i18n/index.js';
import { MAX_PACK_WORDS, MIN_PACK_WORDS, type PackEntriesResult } from './pack-entries.js';

/** Why these entries cannot make a pack, in the reader's language. */
export function packEntriesRefusal(
  language: Language,
  result: Exclude<PackEntriesResult, { ok: true }>,
): string {
  switch (result.reason) {
    case 'too-few':
      return tPacks(language, 'packs.tooFew', { min: MIN_PACK_WORDS, count: result.count });
    case 'too-many':
      return tPacks(language, 'packs.tooMany', { max: MAX_PACK_WORDS, count: result.count });
    case 'characters':
      return tPacks(language, 'packs.characters', { word: escapeMarkdown(result.word) });
    case 'too-long':
      return tPacks(language, 'packs.tooLong', { word: result.word, max: MAX_CUSTOM_WORD_LENGTH });
    case 'duplicates':
      return tPacks(language, 'packs.duplicates', { words: result.duplicates.join(', ') });
    case 'reading':
      return tPacks(language, 'packs.reading', { entry: escapeMarkdown(result.entry) });
    case 'reading-clash':
      return tPacks(language, 'packs.readingClash', { first: result.first, second: result.second });
  }
}

/** No pack of that name, and the packs the server has. */
export function unknownPackRefusal(language: Language, typed: string, known: readonly string[]): string {
  const unknown = tPacks(language, 'packs.unknown', { name: escapeMarkdown(typed) });
  if (known.length === 0) return unknown;
  const names = known.map((name) => `**${name}**`).join(', ');
  return `${unknown} ${tPacks(language, 'packs.known', { names })}`;
}
