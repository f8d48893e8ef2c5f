import { foldForClue } from './word-analysis.js';

/** Folded place names of several words: the exception to the one-word rule (New York, Costa Rica). */
export type PlaceNames = ReadonlySet<string>;

const SEVERAL_WORDS = /[\s\-・]/u;

/**
 * Countries in every language the bot speaks (i18n-iso-countries) and the world's cities and
 * provinces (city-timezones): which multi-word clue is a place, for the rule that allows place
 * names of several words even where other names must be one word.
 */
export async function loadPlaceNames(): Promise<PlaceNames> {
  const [{ default: countries }, { default: cities }] = await Promise.all([
    import('i18n-iso-countries'),
    import('city-timezones'),
  ]);
  const names = new Set<string>();
  const add = (name: string | undefined) => {
    if (name && SEVERAL_WORDS.test(name.trim())) names.add(foldForClue(name));
  };
  for (const language of ['en', 'hu', 'ja']) {
    for (const name of Object.values(countries.getNames(language, { select: 'all' })).flat()) add(name);
  }
  for (const city of cities.cityMapping) {
    add(city.city);
    add(city.city_ascii);
    add(city.province);
    add(city.country);
  }
  return names;
}
