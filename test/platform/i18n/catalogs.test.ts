import { describe, expect, it } from 'vitest';
import { duetCatalogs } from '../../../src/games/duet/i18n/index.js';
import { platformCatalogs } from '../../../src/platform/i18n/index.js';
import { createTranslator, languageOfLocale } from '../../../src/platform/i18n/translator.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['platform', platformCatalogs],
  ['duet', duetCatalogs],
] as const)('%s catalogs', (_, catalogs) => {
  it('have every key in English, Japanese and Hungarian, with the same placeholders', () => {
    const keys = Object.keys(catalogs.en);
    for (const language of ['ja', 'hu'] as const) {
      const catalog = catalogs[language] as Record<string, string>;
      expect(Object.keys(catalog).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        expect(placeholders(catalog[key] ?? ''), `${language} ${key}`).toEqual(
          placeholders((catalogs.en as Record<string, string>)[key] ?? ''),
        );
        expect(catalog[key]?.trim().length, `${language} ${key}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('translator', () => {
  it('picks the language from a Discord locale and falls back to English', () => {
    expect(languageOfLocale('ja')).toBe('ja');
    expect(languageOfLocale('hu')).toBe('hu');
    expect(languageOfLocale('en-GB')).toBe('en');
    expect(languageOfLocale('pt-BR')).toBe('en');
    expect(languageOfLocale(undefined)).toBe('en');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = createTranslator({
      en: { hi: 'Hi {name} {x}' },
      ja: { hi: 'やあ {name}' },
      hu: { hi: 'Szia {name}' },
    });
    expect(t('ja', 'hi', { name: 'Bob' })).toBe('やあ Bob');
    expect(t('en', 'hi', { name: 'Al' })).toBe('Hi Al {x}');
  });
});
