import type { Language } from '../../platform/i18n/languages.js';
import { customWordPool } from './custom-words.js';
import { wordList } from './index.js';
import type { WordCard } from './word-card.js';

/** The words a table's games draw from: its own list if it gave one, else the built-in list. */
export function wordPoolFor(setup: { customWords: string[] | null; language: Language }): WordCard[] {
  return setup.customWords ? customWordPool(setup.customWords) : [...wordList(setup.language)];
}
