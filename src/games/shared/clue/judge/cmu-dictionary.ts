import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type PackedStrings, pack, packedCount, sortedIndexOf, unpack } from './packed-strings.js';

/** The CMU pronouncing dictionary: word → ARPAbet, variants as `word(2)`, `word(3)`… */
export interface PronouncingDictionary {
  pronunciation(entry: string): string | undefined;
  readonly size: number;
}

/** Words sorted, and their pronunciations in the same order. */
function sortedEntries(entries: Readonly<Record<string, string>>): {
  words: string[];
  pronunciations: string[];
} {
  const words = Object.keys(entries).sort();
  return { words, pronunciations: words.map((word) => entries[word] as string) };
}

/**
 * The dictionary's 135,000 entries as two packed strings, found by binary search: the English
 * judge's heap is 32 MiB instead of 42 once loaded, its collector traces a few objects instead of
 * 270,000 strings, and a clue is judged as fast (`bench/clue-judge.ts`). The entries are sorted in
 * `sortedEntries`: a closure made in this scope would share it, and keep the parsed object alive.
 */
function packedDictionary(entries: Readonly<Record<string, string>>): PronouncingDictionary {
  const { words, pronunciations } = sortedEntries(entries);
  return searchable(pack(words), pack(pronunciations));
}

function searchable(words: PackedStrings, pronunciations: PackedStrings): PronouncingDictionary {
  return {
    size: packedCount(words),
    pronunciation(entry) {
      const index = sortedIndexOf(words, entry);
      return index < 0 ? undefined : unpack(pronunciations, index);
    },
  };
}

/**
 * Reads the dictionary from the package's module file as the JSON object literal it exports.
 * Imported as a module, V8 keeps the 4.7 MB source and the bytecode of one huge object literal:
 * 75 MiB of RSS, against 27 MiB parsed as JSON, and less once packed.
 */
export async function readCmuDictionary(): Promise<PronouncingDictionary> {
  const source = await readFile(fileURLToPath(import.meta.resolve('cmu-pronouncing-dictionary')), 'utf8');
  const literal = source.slice(source.indexOf('= {') + 2);
  const entries: unknown = JSON.parse(literal);
  if (typeof entries !== 'object' || entries === null || typeof Reflect.get(entries, 'zywicki') !== 'string')
    throw new Error('cmu-pronouncing-dictionary: not the word → pronunciation object this reader expects');
  return packedDictionary(entries as Record<string, string>);
}
