import { type Catalogs, createTranslator } from '../../../../platform/i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type PackMessageKey = keyof typeof en;

export const packCatalogs = { en, ja, hu } satisfies Catalogs<PackMessageKey>;

/** What the bot says about a server's word packs, and how their commands are named. */
export const tPacks = createTranslator<PackMessageKey>(packCatalogs);
