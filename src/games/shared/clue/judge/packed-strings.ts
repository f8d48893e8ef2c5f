/**
 * Strings joined by a newline (no entry holds one), and where each starts: one string, not tens of
 * thousands, for the dictionaries the judge keeps for its whole life. Its collector then traces a
 * few objects instead of every word.
 */
export interface PackedStrings {
  text: string;
  starts: Uint32Array;
}

export function pack(strings: readonly string[]): PackedStrings {
  const starts = new Uint32Array(strings.length + 1);
  let offset = 0;
  strings.forEach((value, index) => {
    starts[index] = offset;
    offset += value.length + 1;
  });
  starts[strings.length] = offset;
  return { text: strings.join('\n'), starts };
}

export function packedCount(packed: PackedStrings): number {
  return packed.starts.length - 1;
}

export function unpack(packed: PackedStrings, index: number): string {
  return packed.text.slice(packed.starts[index], (packed.starts[index + 1] as number) - 1);
}

/** Where `entry` is among strings packed in sorted order (binary search), or -1. */
export function sortedIndexOf(packed: PackedStrings, entry: string): number {
  let low = 0;
  let high = packedCount(packed) - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const word = unpack(packed, middle);
    if (word === entry) return middle;
    if (word < entry) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
