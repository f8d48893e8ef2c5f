import type { LocalizationMap } from 'discord.js';
import { baseLanguage, type Language, languages } from './languages.js';
import type { Catalogs } from './translator.js';

/** One text in every language, e.g. a command's name. */
export type Texts = Record<Language, string>;

export function textsOf<Key extends string>(catalogs: Catalogs<Key>, key: Key): Texts {
  return Object.fromEntries(languages.map((language) => [language, catalogs[language][key]])) as Texts;
}

/** Discord localization maps (name or description) for every language but the base one. */
export function localizationsOf(texts: Texts): LocalizationMap {
  return Object.fromEntries(
    languages.filter((language) => language !== baseLanguage).map((language) => [language, texts[language]]),
  );
}

interface Nameable {
  setName(name: string): unknown;
  setNameLocalizations(map: LocalizationMap): unknown;
  setDescription(text: string): unknown;
  setDescriptionLocalizations(map: LocalizationMap): unknown;
}

/** Sets a command's, subcommand's or option's name and description in every language. */
export function named<Builder extends Nameable>(builder: Builder, name: Texts, description: Texts): Builder {
  builder.setName(name[baseLanguage]);
  builder.setNameLocalizations(localizationsOf(name));
  builder.setDescription(description[baseLanguage]);
  builder.setDescriptionLocalizations(localizationsOf(description));
  return builder;
}

/**
 * A command file's naming over its game's catalogs: every language's text of a key, and a
 * command, subcommand or option named and described from two keys.
 */
export function commandNaming<Key extends string>(catalogs: Catalogs<Key>) {
  const text = (key: Key) => textsOf(catalogs, key);
  return {
    text,
    named: <Builder extends Nameable>(builder: Builder, name: Key, description: Key): Builder =>
      named(builder, text(name), text(description)),
    /** A language option's choices, each named in every language (the catalogs' `language.<code>`). */
    languageChoices: () =>
      languages.map((language) => {
        const key = `language.${language}` as Key;
        return {
          name: catalogs[baseLanguage][key],
          name_localizations: localizationsOf(text(key)),
          value: language,
        };
      }),
  };
}
