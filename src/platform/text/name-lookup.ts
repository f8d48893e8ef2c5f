import { distance } from 'fastest-levenshtein';
import { normalizeForComparison } from './normalize.js';

/** One thing a user may name, under every name it answers to (display names, ids, translations). */
export interface Named<Value> {
  names: readonly string[];
  value: Value;
}

export type Lookup<Value> =
  | { kind: 'found'; value: Value }
  /** Several things answer to what was typed, or only close spellings do: the user picks. */
  | { kind: 'choose'; values: Value[] }
  | { kind: 'none' };

const MAX_CLOSE_MATCHES = 5;

/**
 * The form names are compared in: as `normalizeForComparison`, with accents dropped from Latin
 * letters (Prága = Praga) but kana kept whole (ベ is not ヘ), and punctuation such as `·` gone.
 */
export function lookupKey(text: string): string {
  return normalizeForComparison(text)
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Typos allowed for a name of this many characters: none for short names, then one per four. */
function allowedTypos(length: number): number {
  return length < 4 ? 0 : Math.floor(length / 4);
}

/** How close a name is to what was typed: 0 the same, lower is closer, null not close. */
function closeness(typed: string, name: string): number | null {
  if (name === typed) return 0;
  if (typed.length >= 2 && name.startsWith(typed)) return 1;
  if (typed.length >= 3 && name.includes(typed)) return 2;
  const typos = distance(typed, name);
  return typos <= allowedTypos(Math.min(typed.length, name.length)) ? 2 + typos : null;
}

/**
 * What a user meant by a name typed by hand (or an autocomplete option sent as free text):
 * one exact name wins; else the closest spellings, found when only one is that close.
 */
export function lookUpName<Value>(typed: string, candidates: readonly Named<Value>[]): Lookup<Value> {
  const key = lookupKey(typed);
  if (key.length === 0) return { kind: 'none' };
  const scored = candidates
    .map((candidate) => {
      const scores = candidate.names
        .map((name) => closeness(key, lookupKey(name)))
        .filter((score): score is number => score !== null);
      return { value: candidate.value, score: scores.length > 0 ? Math.min(...scores) : null };
    })
    .filter((entry): entry is { value: Value; score: number } => entry.score !== null);
  if (scored.length === 0) return { kind: 'none' };
  const best = Math.min(...scored.map((entry) => entry.score));
  const closest = scored.filter((entry) => entry.score === best).map((entry) => entry.value);
  if (closest.length === 1 && closest[0] !== undefined) return { kind: 'found', value: closest[0] };
  if (best === 0) return { kind: 'choose', values: closest.slice(0, MAX_CLOSE_MATCHES) };
  const sorted = [...scored].sort((a, b) => a.score - b.score).map((entry) => entry.value);
  return { kind: 'choose', values: sorted.slice(0, MAX_CLOSE_MATCHES) };
}

/** The candidates an autocomplete shows for what is typed so far: every close one, closest first. */
export function namesMatching<Value>(typed: string, candidates: readonly Named<Value>[]): Value[] {
  const key = lookupKey(typed);
  if (key.length === 0) return candidates.map((candidate) => candidate.value);
  return candidates
    .map((candidate) => ({
      value: candidate.value,
      score: Math.min(
        ...candidate.names.map((name) => closeness(key, lookupKey(name)) ?? Number.POSITIVE_INFINITY),
      ),
    }))
    .filter((entry) => Number.isFinite(entry.score))
    .sort((a, b) => a.score - b.score)
    .map((entry) => entry.value);
}
