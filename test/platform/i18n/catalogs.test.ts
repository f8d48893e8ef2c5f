import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languageOfLocale, languages } from '../../../src/platform/i18n/languages.js';
import { createTranslator } from '../../../src/platform/i18n/translator.js';

const source = fileURLToPath(new URL('../../../src/', import.meta.url));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every folder of string catalogs in the product (one JSON per language), wherever a game keeps them. */
function catalogFolders(directory: string): string[] {
  const entries = readdirSync(directory, { withFileTypes: true });
  const here = entries.some((entry) => entry.name === 'en.json') ? [directory] : [];
  return [
    ...here,
    ...entries
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => catalogFolders(join(directory, entry.name))),
  ];
}

const wordLists = join(source, 'games', 'words');
const folders = catalogFolders(source).filter((folder) => folder !== wordLists);
const read = (folder: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8'));

describe('string catalogs', () => {
  it('are found for the platform, the shared clue command and every game', () => {
    const names = folders.map((folder) => relative(source, folder));
    expect(names).toEqual(
      expect.arrayContaining(['platform/i18n', 'games/shared/clue/i18n', 'games/duet/i18n']),
    );
  });

  describe.each(folders.map((folder) => [relative(source, folder), folder]))('%s', (_, folder) => {
    it('has every key in every language, non-empty, with the same placeholders', () => {
      const english = read(folder, 'en');
      for (const language of languages) {
        const catalog = read(folder, language);
        expect(Object.keys(catalog).sort(), language).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          expect(placeholders(catalog[key] ?? ''), `${language} ${key}`).toEqual(placeholders(text));
          expect(catalog[key]?.trim().length, `${language} ${key}`).toBeGreaterThan(0);
        }
      }
    });
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

  it('fills the same template anew each time: repeated, adjacent and edge placeholders', () => {
    const t = createTranslator({
      en: { pair: '{a}{b} and {a}', plain: 'no placeholders', edge: '{a}' },
      ja: { pair: '{a}と{b}', plain: 'なし', edge: '{a}' },
      hu: { pair: '{a} és {b}', plain: 'nincs', edge: '{a}' },
    });
    expect(t('en', 'pair', { a: 1, b: 'x' })).toBe('1x and 1');
    expect(t('en', 'pair', { a: 'y', b: 0 })).toBe('y0 and y');
    expect(t('hu', 'plain', { a: 1 })).toBe('nincs');
    expect(t('ja', 'edge', {})).toBe('{a}');
    expect(t('ja', 'edge', { a: '$&{b}' })).toBe('$&{b}');
  });
});
