import { type Catalogs, createTranslator } from '../../../platform/i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type DuckMessageKey = keyof typeof en;

export const duckCatalogs = { en, ja, hu } satisfies Catalogs<DuckMessageKey>;

export const tDuck = createTranslator<DuckMessageKey>(duckCatalogs);

export const isDuckMessageKey = (key: string): key is DuckMessageKey => key in duckCatalogs.en;
