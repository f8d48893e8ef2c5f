import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import wink from 'wink-lemmatizer';
import { readWordNetLemmatizer } from '../../../../src/games/shared/clue/judge/wordnet-lemmatizer.js';

const require = createRequire(import.meta.url);
const wordNetWords = Object.keys(require('wink-lexicon/src/wn-words.js') as Record<string, number>);
const irregularForms = ['noun', 'verb', 'adjective'].flatMap((part) =>
  Object.keys(require(`wink-lexicon/src/wn-${part}-exceptions.js`) as Record<string, string>),
);

/** Every WordNet word with the endings the rules strip, and the irregular forms WordNet lists. */
function formsToCheck(): string[] {
  const endings = ['', 's', 'es', 'ies', 'ves', 'men', 'ed', 'ing', 'er', 'est'];
  return [...wordNetWords.flatMap((word) => endings.map((ending) => word + ending)), ...irregularForms];
}

describe('the WordNet lemmatizer the English judge reads', () => {
  it('finds base forms: plurals, past tenses, comparatives, regular and irregular', async () => {
    const lemmatizer = await readWordNetLemmatizer();
    expect(lemmatizer.noun('wolves')).toBe('wolf');
    expect(lemmatizer.noun('mice')).toBe('mouse');
    expect(lemmatizer.noun('glasses')).toBe('glass');
    expect(lemmatizer.noun('boxes')).toBe('box');
    expect(lemmatizer.verb('winning')).toBe('win');
    expect(lemmatizer.verb('saw')).toBe('see');
    expect(lemmatizer.verb('baked')).toBe('bake');
    expect(lemmatizer.adjective('better')).toBe('good');
    expect(lemmatizer.adjective('larger')).toBe('large');
    expect(lemmatizer.noun('football')).toBe('football');
  });

  it('answers as wink-lemmatizer, whose lexicon it reads as text, for every word and ending', async () => {
    const lemmatizer = await readWordNetLemmatizer();
    const differences = formsToCheck().flatMap((form) =>
      (['noun', 'verb', 'adjective'] as const).flatMap((part) => {
        const ours = lemmatizer[part](form);
        const theirs = wink[part](form);
        return ours === theirs ? [] : [`${part} ${form}: ${ours} ≠ ${theirs}`];
      }),
    );
    expect(differences.slice(0, 10)).toEqual([]);
  });
});
