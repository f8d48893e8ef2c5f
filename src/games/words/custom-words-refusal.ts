import { escapeMarkdown } from 'discord.js';
import type { Language } from '../../platform/i18n/languages.js';
import { type CustomWordsResult, MAX_CUSTOM_WORD_LENGTH } from './custom-words.js';
import { tWords } from './i18n/index.js';

/** Why a custom word list cannot make a board, in the reader's language; null when it can. */
export function customWordsRefusal(language: Language, result: CustomWordsResult): string | null {
  if (result.ok) return null;
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
