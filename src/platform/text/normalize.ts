const HIRAGANA_START = 0x3041;
const HIRAGANA_END = 0x3096;
const KATAKANA_OFFSET = 0x60;

/** Katakana → hiragana, so that リンゴ and りんご compare equal. */
function katakanaToHiragana(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const asHiragana = code - KATAKANA_OFFSET;
    out +=
      asHiragana >= HIRAGANA_START && asHiragana <= HIRAGANA_END ? String.fromCodePoint(asHiragana) : char;
  }
  return out;
}

/**
 * The form two words are compared in: NFKC (full/half width), lower case,
 * katakana folded to hiragana, spaces, hyphens, dots and apostrophes dropped.
 */
export function normalizeForComparison(text: string): string {
  const folded = katakanaToHiragana(text.normalize('NFKC').toLocaleLowerCase('en-US'));
  return folded.replace(/[\s\-‐・_.'’]+/gu, '');
}
