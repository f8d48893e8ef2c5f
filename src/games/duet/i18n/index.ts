import { type Catalogs, createTranslator } from '../../../platform/i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type DuetMessageKey = keyof typeof en;

export const duetCatalogs = { en, ja, hu } satisfies Catalogs<DuetMessageKey>;

export const tDuet = createTranslator<DuetMessageKey>(duetCatalogs);

export const isDuetMessageKey = (key: string): key is DuetMessageKey => key in duetCatalogs.en;

/**
 * A text worded for its table: a team game (a side of several players) says `<key>.team` where
 * that exists, speaking of sides where a two-player game speaks of "you both" and "your partner".
 */
export function forTable(key: DuetMessageKey, team: boolean): DuetMessageKey {
  const teamKey = `${key}.team`;
  return team && isDuetMessageKey(teamKey) ? teamKey : key;
}
