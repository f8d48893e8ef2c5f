import { type Catalogs, createTranslator } from '../../i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type HelpMessageKey = keyof typeof en;

export const helpCatalogs = { en, ja, hu } satisfies Catalogs<HelpMessageKey>;

/** What `/help` says around the games' and commands' own names and descriptions. */
export const tHelp = createTranslator<HelpMessageKey>(helpCatalogs);
