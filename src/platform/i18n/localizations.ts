import type { LocalizationMap } from 'discord.js';
import type { Catalogs } from './translator.js';

/** Discord localization maps (name or description) for the languages other than English. */
export function localizationsOf<Key extends string>(catalogs: Catalogs<Key>, key: Key): LocalizationMap {
  return { ja: catalogs.ja[key], hu: catalogs.hu[key] };
}
