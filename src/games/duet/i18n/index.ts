import { type Catalogs, createTranslator } from '../../../platform/i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type DuetMessageKey = keyof typeof en;

export const duetCatalogs = { en, ja, hu } satisfies Catalogs<DuetMessageKey>;

export const tDuet = createTranslator<DuetMessageKey>(duetCatalogs);
