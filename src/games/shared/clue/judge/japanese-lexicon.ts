import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji from '@sglkc/kuromoji';
import type { JapaneseLexicon, LexiconEntry } from './japanese-analyser.js';

/** kuromoji's feature columns: pos, pos detail 1-3, conjugation type and form, base form, reading. */
const POS = 0;
const DETAIL = 1;
const DETAIL_2 = 2;
const READING = 7;

interface KuromojiInternals {
  tokenize(text: string): { pos: string }[];
  viterbi_builder: { trie: { lookup(key: string): number } };
  token_info_dictionary: { target_map: Record<number, number[]>; getFeatures(id: string | number): string };
}

function dictionaryPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@sglkc/kuromoji/package.json')), 'dict');
}

/**
 * kuromoji's IPADIC dictionary, looked up by exact surface. The tokenizer's own dictionary is
 * read directly: a tokenizer picks one reading per word (金 as the name キム), the rule needs them all.
 */
export async function loadJapaneseLexicon(): Promise<JapaneseLexicon> {
  const tokenizer = await new Promise<unknown>((resolve, reject) => {
    kuromoji
      .builder({ dicPath: dictionaryPath() })
      .build((error, built) => (error ? reject(error) : resolve(built)));
  });
  const internals = tokenizer as KuromojiInternals;
  const { viterbi_builder, token_info_dictionary } = internals;
  const lookup = (surface: string): LexiconEntry[] => {
    const id = viterbi_builder.trie.lookup(surface);
    if (id <= 0) return [];
    return (token_info_dictionary.target_map[id] ?? []).map((tokenId): LexiconEntry => {
      // getFeatures prefixes the surface form.
      const columns = token_info_dictionary.getFeatures(tokenId).split(',').slice(1);
      return {
        pos: columns[POS] ?? '',
        detail: columns[DETAIL] ?? '',
        region: columns[DETAIL_2] === '地域',
        reading: columns[READING] ?? '',
      };
    });
  };
  return { lookup, partsOfSpeech: (text) => internals.tokenize(text).map((token) => token.pos) };
}
