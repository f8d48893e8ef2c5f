import { remove as removeConfusables } from 'confusables';

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
  return WORD_TEXT.test(text) && isOneScript(text);
}

/** Writing systems a word may not mix: Cyrillic а among Latin letters makes аpple look like apple. */
const SCRIPTS: readonly [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Japanese', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Hangul', /\p{Script=Hangul}/u],
];

function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const char of text) {
    // Letters every script shares (ー, the long vowel mark) belong to none of them.
    if (!/\p{L}/u.test(char) || /[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) continue;
    found.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other');
  }
  return found;
}

/**
 * One writing system per word, as Unicode's "highly restrictive" profile has it (UTS #39):
 * Japanese may mix with Latin letters (Tシャツ, X線), no other two scripts may meet in a word.
 */
export function isOneScript(text: string): boolean {
  const scripts = scriptsOf(text);
  if (scripts.size <= 1) return true;
  return scripts.size === 2 && scripts.has('Latin') && scripts.has('Japanese');
}

/**
 * What a word looks like, for telling look-alikes apart: Unicode's confusable skeleton, so a word
 * written wholly in Cyrillic letters that look Latin (рор) reads as the Latin word (pop). Only
 * words of different scripts are compared this way: within one script accents stay meaningful.
 */
export function lookAlikeKey(text: string): string {
  return removeConfusables(text).toLowerCase();
}

/** Two words in different scripts that look the same (рор and pop). */
export function lookAlike(a: string, b: string): boolean {
  const scriptsA = [...scriptsOf(a)].join();
  const scriptsB = [...scriptsOf(b)].join();
  return scriptsA !== scriptsB && lookAlikeKey(a) === lookAlikeKey(b);
}

/**
 * A name (a campaign team): a word's characters plus & ! ? and emoji, still nothing that
 * Discord reads as markdown, a mention or a link.
 */
const NAME_TEXT = /^[\p{L}\p{M}\p{N}\p{Extended_Pictographic}\s'’\-.・ー&!?]+$/u;

export function isNameText(text: string): boolean {
  return NAME_TEXT.test(text) && /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text);
}
