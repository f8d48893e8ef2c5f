import { type Catalogs, createTranslator } from '../../i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type ServerMessageKey = keyof typeof en;

export const serverCatalogs = { en, ja, hu } satisfies Catalogs<ServerMessageKey>;

/** What the bot says about running it on a server: moderation (and, next, settings). */
export const tServer = createTranslator<ServerMessageKey>(serverCatalogs);
