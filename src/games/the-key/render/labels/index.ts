import { type Catalogs, createTranslator } from '../../../../platform/i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type KeyLabelKey = keyof typeof en;

export const keyLabelCatalogs = { en, ja, hu } satisfies Catalogs<KeyLabelKey>;

/** Words drawn into THE KEY's pictures, their alt text, and the names the table's messages use. */
export const tKeyLabel = createTranslator<KeyLabelKey>(keyLabelCatalogs);
