import { z } from 'zod';
import type { DocumentStore } from '../../../platform/store/document-store.js';
import { typedDocuments } from '../../../platform/store/typed-documents.js';
import { MAX_PACKS_PER_SERVER, type WordPack, wordPackSchema } from './word-pack.js';

/**
 * A server's packs: one document per pack, and one index naming them, which says which exist
 * (the index is read for every autocomplete, and never loads a pack's words). A removed pack's
 * document is emptied, as documents are never deleted.
 */
const packs = typedDocuments('word-pack', z.object({ pack: wordPackSchema.nullable() }));
const indexes = typedDocuments('word-pack-index', z.object({ names: z.array(z.string()) }));
const INDEX_ID = 'names';

/** Changes the index, creating it on first use; the names after the change. */
async function changeIndex(
  documents: DocumentStore,
  guildId: string,
  change: (names: string[]) => string[],
): Promise<string[]> {
  for (;;) {
    const changed = await indexes.update(documents, guildId, INDEX_ID, (index) => {
      const names = change(index.names);
      return names === index.names ? index : { names };
    });
    if (changed) return changed.names;
    const names = change([]);
    if ((await indexes.create(documents, guildId, INDEX_ID, { names })) === 'created') return names;
  }
}

export async function packNames(documents: DocumentStore, guildId: string): Promise<string[]> {
  return (await indexes.load(documents, guildId, INDEX_ID))?.names ?? [];
}

export async function loadPack(
  documents: DocumentStore,
  guildId: string,
  name: string,
): Promise<WordPack | null> {
  if (!(await packNames(documents, guildId)).includes(name)) return null;
  return (await packs.load(documents, guildId, name))?.pack ?? null;
}

export type SaveOutcome = 'added' | 'replaced' | 'exists' | 'full';

/**
 * Saves a pack under its name: a new name takes a place in the index first (refused when the
 * server has as many packs as it may); an existing one is replaced only when `replace` says so.
 */
export async function savePack(
  documents: DocumentStore,
  guildId: string,
  pack: WordPack,
  replace: boolean,
): Promise<SaveOutcome> {
  let outcome: SaveOutcome = 'added';
  await changeIndex(documents, guildId, (names) => {
    if (names.includes(pack.name)) {
      outcome = replace ? 'replaced' : 'exists';
      return names;
    }
    if (names.length >= MAX_PACKS_PER_SERVER) {
      outcome = 'full';
      return names;
    }
    outcome = 'added';
    return [...names, pack.name].sort();
  });
  if (outcome === 'added' || outcome === 'replaced') await packs.put(documents, guildId, pack.name, { pack });
  return outcome;
}

/** Removes a pack; false when there was none of that name. */
export async function removePack(documents: DocumentStore, guildId: string, name: string): Promise<boolean> {
  let found = false;
  await changeIndex(documents, guildId, (names) => {
    found = names.includes(name);
    return found ? names.filter((other) => other !== name) : names;
  });
  if (found) await packs.put(documents, guildId, name, { pack: null });
  return found;
}
