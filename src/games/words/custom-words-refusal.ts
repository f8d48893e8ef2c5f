import { escapeMarkdown } from 'discord.js';
import type { Language } from '../../platform/i18n/languages.js';
import { type CustomWordsResult, MAX_CUSTOM_WORD_LENGTH, parseCustomWords } from './custom-words.js';
import { tWords } from './i18n/index.js';

function refusalOf(language: Language, result: Exclude<CustomWordsResult, { ok: true }>): string {
  switch (result.reason) {
    case 'too-few':
      return tWords(language, 'customWords.tooFewWords', { count: result.count });
    case 'characters':
      return tWords(language, 'customWords.wordCharacters', { word: escapeMarkdown(result.word) });
    case 'too-long':
      return tWords(language, 'customWords.wordTooLong', { word: result.word, max: MAX_CUSTOM_WORD_LENGTH });
    case 'duplicates':
      return tWords(language, 'customWords.duplicateWords', { words: result.duplicates.join(', ') });
  }
}

/** A table's own word list as typed, or why it cannot make a board, in the reader's language. */
export function readCustomWords(
  raw: string,
  language: Language,
): { ok: true; words: string[] } | { ok: false; refusal: string } {
  const result = parseCustomWords(raw);
  return result.ok ? result : { ok: false, refusal: refusalOf(language, result) };
}
