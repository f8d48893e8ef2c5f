import { type Catalogs, createTranslator } from '../../../../platform/i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type DuckLabelKey = keyof typeof en;

export const duckLabelCatalogs = { en, ja, hu } satisfies Catalogs<DuckLabelKey>;

/** Words drawn into Duck! Duck! Go!'s pictures, and their alt text. */
export const tDuckLabel = createTranslator<DuckLabelKey>(duckLabelCatalogs);
