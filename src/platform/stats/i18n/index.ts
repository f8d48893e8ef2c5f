import { type Catalogs, createTranslator } from '../../i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type StatsMessageKey = keyof typeof en;

export const statsCatalogs = { en, ja, hu } satisfies Catalogs<StatsMessageKey>;

/** What the bot says about a server's stats and leaderboards. */
export const tStats = createTranslator<StatsMessageKey>(statsCatalogs);
