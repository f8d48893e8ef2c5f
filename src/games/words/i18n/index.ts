import { type Catalogs, createTranslator } from '../../../platform/i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type WordsMessageKey = keyof typeof en;

/** What every word game says about a custom word list it cannot use. */
export const tWords = createTranslator<WordsMessageKey>({ en, ja, hu } satisfies Catalogs<WordsMessageKey>);
