import { type Catalogs, createTranslator } from '../../i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type PrivacyMessageKey = keyof typeof en;

export const privacyCatalogs = { en, ja, hu } satisfies Catalogs<PrivacyMessageKey>;

/** What the bot says when a member asks it to forget them. */
export const tPrivacy = createTranslator<PrivacyMessageKey>(privacyCatalogs);
