import { type Catalogs, createTranslator } from '../../../../platform/i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type CodenamesLabelKey = keyof typeof en;

export const codenamesLabelCatalogs = { en, ja, hu } satisfies Catalogs<CodenamesLabelKey>;

/** Words drawn into classic Codenames' pictures, and their alt text. */
export const tCodenamesLabel = createTranslator<CodenamesLabelKey>(codenamesLabelCatalogs);
