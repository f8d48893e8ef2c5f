/** The languages Rendezvous speaks: every catalog, word list and command localisation follows this list. */
export const languages = ['en', 'ja', 'hu'] as const;
export type Language = (typeof languages)[number];

/** The language command names are registered in; the others are Discord localisations of it. */
export const baseLanguage = 'en' satisfies Language;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Discord locales ('en-US', 'ja', 'hu', ...) to the languages we ship; anything else is English. */
export function languageOfLocale(locale: string | null | undefined): Language {
  const base = (locale ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : baseLanguage;
}
