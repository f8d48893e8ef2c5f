import { createHunspellFromStrings, type Hunspell } from 'hunspell-wasm';

/** A Hunspell dictionary as the `dictionary-*` packages export it. */
export interface HunspellFiles {
  aff: Uint8Array;
  dic: Uint8Array;
}

const utf8 = new TextDecoder('utf-8');

export function textOf(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

/** Hunspell itself (compiled to WebAssembly): spelling, stems and compound analysis. */
export function loadHunspell(files: HunspellFiles): Promise<Hunspell> {
  return createHunspellFromStrings(textOf(files.aff), textOf(files.dic));
}
