import { type Catalogs, createTranslator } from '../../../platform/i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type CodenamesMessageKey = keyof typeof en;

export const codenamesCatalogs = { en, ja, hu } satisfies Catalogs<CodenamesMessageKey>;

export const tCodenames = createTranslator<CodenamesMessageKey>(codenamesCatalogs);

export const isCodenamesMessageKey = (key: string): key is CodenamesMessageKey => key in codenamesCatalogs.en;
