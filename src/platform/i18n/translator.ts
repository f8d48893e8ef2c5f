import type { Language } from './languages.js';

export type Catalog<Key extends string> = Record<Key, string>;
export type Catalogs<Key extends string> = Record<Language, Catalog<Key>>;
export type Variables = Record<string, string | number>;

export type Translate<Key extends string> = (language: Language, key: Key, variables?: Variables) => string;

/**
 * A translator over one namespace's catalogs: `{name}` placeholders are filled from `variables`;
 * a key missing in a language falls back to English (the catalog test keeps them complete).
 */
export function createTranslator<Key extends string>(catalogs: Catalogs<Key>): Translate<Key> {
  return (language, key, variables) => {
    const template = catalogs[language][key] ?? catalogs.en[key];
    if (!variables) return template;
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in variables ? String(variables[name]) : placeholder,
    );
  };
}
