/**
 * Invisible characters that change nothing a reader sees but make two texts differ, or reorder
 * what follows them: zero-width spaces and joiners, the byte-order mark, the soft hyphen, and
 * every bidirectional control.
 */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/gu;
/** Control characters (NUL, escapes, line breaks), read as a space. */
const CONTROL = /\p{Cc}/gu;

/**
 * Text as players typed it, made one canonical thing: NFKC (width, compatibility forms), no
 * invisible or control characters, runs of spaces as one, trimmed. The same normaliser serves
 * clues, custom words and names; an empty result means nothing was typed.
 */
export function cleanText(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(CONTROL, ' ').replace(/\s+/gu, ' ').trim();
}

/**
 * A word as it may appear on a card or as a clue: letters, marks and digits, with a space, hyphen,
 * apostrophe, dot, middle dot or long vowel mark inside. Nothing Discord reads as markdown, a
 * mention or a link can be written with these.
 */
const WORD_TEXT = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}\s'’\-.・ー]*$/u;

export function isWordText(text: string): boolean {
  return WORD_TEXT.test(text);
}

/**
 * A name (a campaign team): a word's characters plus & ! ? and emoji, still nothing that
 * Discord reads as markdown, a mention or a link.
 */
const NAME_TEXT = /^[\p{L}\p{M}\p{N}\p{Extended_Pictographic}\s'’\-.・ー&!?]+$/u;

export function isNameText(text: string): boolean {
  return NAME_TEXT.test(text) && /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text);
}
