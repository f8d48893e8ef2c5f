import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { languages } from '../../../../platform/i18n/languages.js';
import { foldForClue } from './word-analysis.js';

/** Folded place names of several words: the exception to the one-word rule (New York, Costa Rica). */
export type PlaceNames = ReadonlySet<string>;

const SEVERAL_WORDS = /[\s\-・]/u;

const countryNames = z.object({
  countries: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
const cities = z.array(
  z.object({ city: z.string(), city_ascii: z.string(), province: z.string(), country: z.string() }),
);

/**
 * A package's JSON data file, read as data: importing the packages instead kept every language's
 * country names (78 of them) and the whole city table alive for the life of the thread.
 */
async function packageData<Schema extends z.ZodType>(file: string, schema: Schema): Promise<z.infer<Schema>> {
  return schema.parse(JSON.parse(await readFile(fileURLToPath(import.meta.resolve(file)), 'utf8')));
}

/**
 * Countries in every language the bot speaks (i18n-iso-countries) and the world's cities and
 * provinces (city-timezones): which multi-word clue is a place, for the rule that allows place
 * names of several words even where other names must be one word.
 */
export async function loadPlaceNames(): Promise<PlaceNames> {
  const [countryFiles, cityTable] = await Promise.all([
    Promise.all(
      languages.map((language) => packageData(`i18n-iso-countries/langs/${language}.json`, countryNames)),
    ),
    packageData('city-timezones/data/cityMap.json', cities),
  ]);
  const names = new Set<string>();
  const add = (name: string) => {
    if (SEVERAL_WORDS.test(name.trim())) names.add(foldForClue(name));
  };
  for (const { countries } of countryFiles) {
    for (const name of Object.values(countries).flat()) add(name);
  }
  for (const city of cityTable) {
    add(city.city);
    add(city.city_ascii);
    add(city.province);
    add(city.country);
  }
  return names;
}
