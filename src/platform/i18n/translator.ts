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
  const split = new Map<string, string[]>();
  return (language, key, variables) => {
    const template = catalogs[language][key] ?? catalogs.en[key];
    if (!variables) return template;
    let pieces = split.get(template);
    if (!pieces) {
      pieces = template.split(PLACEHOLDER);
      split.set(template, pieces);
    }
    return fill(pieces, variables);
  };
}

/** `{name}`; split by it, a template alternates text and names: text, name, text, …, text. */
const PLACEHOLDER = /\{(\w+)\}/;

/**
 * A template's pieces joined with its variables. Templates are split once each: filling them
 * with a regular expression on every call was a sixth of the CPU a board costs to build.
 */
function fill(pieces: readonly string[], variables: Variables): string {
  let text = pieces[0] ?? '';
  for (let i = 1; i < pieces.length; i += 2) {
    const name = pieces[i] as string;
    text += (name in variables ? String(variables[name]) : `{${name}}`) + (pieces[i + 1] ?? '');
  }
  return text;
}
