export const languages = ['en', 'ja', 'hu'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Discord locales ('en-US', 'ja', 'hu', ...) to the languages we ship; anything else is English. */
export function languageOfLocale(locale: string | null | undefined): Language {
  const base = (locale ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'en';
}

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
