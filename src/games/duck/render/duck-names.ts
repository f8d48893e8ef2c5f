import type { Language } from '../../../platform/i18n/languages.js';
import { withoutUndrawable } from '../../../platform/render/text.js';
import type { RaceDuck } from '../engine/index.js';
import { tDuckLabel } from './labels/index.js';

/**
 * Names beside a duck on the board are cut short so they stay large enough to read on a phone,
 * measured in columns: a wide (CJK, full-width) character takes two.
 */
const BOARD_NAME_COLUMNS = 8;
/** Names in the player list and the alt text. */
const LIST_NAME_COLUMNS = 18;

const WIDE =
  /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{20000}-\u{3FFFD}]/u;
const columnsOf = (char: string) => (WIDE.test(char) ? 2 : 1);

function shortened(name: string, columns: number): string {
  const chars = [...withoutUndrawable(name)];
  if (chars.reduce((sum, char) => sum + columnsOf(char), 0) <= columns) return chars.join('');
  let used = 1; // the ellipsis
  const kept: string[] = [];
  for (const char of chars) {
    used += columnsOf(char);
    if (used > columns) break;
    kept.push(char);
  }
  return `${kept.join('').trim()}…`;
}

/** The owner's name, or "Player 2" style when the caller gave none (always a drawable text). */
function ownerName(names: readonly string[], seat: number, columns: number): string {
  return shortened(names[seat] ?? '', columns) || `P${seat + 1}`;
}

/** 1 or 2 when the owner races two ducks (2–3 players), null when they race one. */
export function duckNumber(ducks: readonly RaceDuck[], index: number): number | null {
  const owner = ducks[index]?.owner;
  const owned = ducks.flatMap((duck, at) => (duck.owner === owner ? [at] : []));
  return owned.length > 1 ? owned.indexOf(index) + 1 : null;
}

/** The duck named by its owner, with its number when the owner races two: for lists and alt text. */
export function duckName(
  language: Language,
  ducks: readonly RaceDuck[],
  names: readonly string[],
  index: number,
): string {
  const owner = ownerName(names, ducks[index]?.owner ?? 0, LIST_NAME_COLUMNS);
  const number = duckNumber(ducks, index);
  return number === null
    ? tDuckLabel(language, 'duck.named', { owner })
    : tDuckLabel(language, 'duck.numbered', { owner, number });
}

/** The owner's name as short as the board's labels need it. */
export function boardName(names: readonly string[], seat: number): string {
  return ownerName(names, seat, BOARD_NAME_COLUMNS);
}

/** A square as players call it: column letter, row number, A1 at the top left. */
export function squareName(position: { x: number; y: number }): string {
  return `${String.fromCharCode(65 + position.x)}${position.y + 1}`;
}
