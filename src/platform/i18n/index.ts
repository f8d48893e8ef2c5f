import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import { type Catalogs, createTranslator } from './translator.js';

export type PlatformMessageKey = keyof typeof en;

export const platformCatalogs = { en, ja, hu } satisfies Catalogs<PlatformMessageKey>;

/** Strings the platform itself shows: broken buttons, outages, unknown commands. */
export const tPlatform = createTranslator<PlatformMessageKey>(platformCatalogs);

export * from './languages.js';
export * from './translator.js';
