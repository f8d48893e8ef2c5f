import { type Catalogs, createTranslator } from '../../../platform/i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type KeyMessageKey = keyof typeof en;

export const keyCatalogs = { en, ja, hu } satisfies Catalogs<KeyMessageKey>;

export const tKey = createTranslator<KeyMessageKey>(keyCatalogs);

export const isKeyMessageKey = (key: string): key is KeyMessageKey => key in keyCatalogs.en;
