import type { PronouncingDictionary } from './cmu-dictionary.js';

/** One sound of a CMU pronunciation: the phoneme, and its stress if it is a vowel (0, 1 or 2). */
interface Phone {
  phoneme: string;
  stress: number | null;
}

export type Pronunciations = (word: string) => readonly string[];

function phonesOf(pronunciation: string): Phone[] {
  return pronunciation.split(' ').map((symbol) => {
    const digit = /\d$/u.exec(symbol)?.[0];
    return digit === undefined
      ? { phoneme: symbol, stress: null }
      : { phoneme: symbol.slice(0, -1), stress: Number(digit) };
  });
}

/** Where the word's main vowel is: its primary stress, else its first vowel. */
function mainVowel(phones: readonly Phone[]): number {
  const primary = phones.findIndex((phone) => phone.stress === 1);
  return primary >= 0 ? primary : phones.findIndex((phone) => phone.stress !== null);
}

function samePhonemes(whole: readonly Phone[], from: number, part: readonly Phone[]): boolean {
  return part.every((phone, i) => whole[from + i]?.phoneme === phone.phoneme);
}

function keepsStress(whole: readonly Phone[], at: number): boolean {
  const stress = whole[at]?.stress;
  return stress === 1 || stress === 2;
}

/**
 * Whether `whole` is said as `first` then `last`, each keeping its own stressed vowel: how a
 * compound sounds (foot+ball, butter+fly, black+smith). A word that merely contains other words
 * does not (car+pet is said KAR-pit, mush+room MUSH-rum, her+ring HEH-ring). A consonant shared at
 * the seam is said once (lamp+post).
 */
export function soundsLikeCompound(whole: string, first: string, last: string): boolean {
  const w = phonesOf(whole);
  const a = phonesOf(first);
  const b = phonesOf(last);
  const aMain = mainVowel(a);
  const bMain = mainVowel(b);
  if (aMain < 0 || bMain < 0) return false;
  const seams = [a.length];
  if (a.at(-1)?.phoneme === b[0]?.phoneme && a.at(-1)?.stress === null) seams.push(a.length - 1);
  return seams.some(
    (seam) =>
      w.length === seam + b.length &&
      samePhonemes(w, 0, a) &&
      samePhonemes(w, seam, b) &&
      keepsStress(w, aMain) &&
      keepsStress(w, seam + bMain),
  );
}

/** A CMU dictionary lookup: every listed pronunciation of a word (`word`, `word(2)`, ...). */
export function cmuPronunciations(dictionary: PronouncingDictionary): Pronunciations {
  return (word) => {
    const found: string[] = [];
    const first = dictionary.pronunciation(word);
    if (first !== undefined) found.push(first);
    for (let variant = 2; ; variant++) {
      const next = dictionary.pronunciation(`${word}(${variant})`);
      if (next === undefined) return found;
      found.push(next);
    }
  };
}
