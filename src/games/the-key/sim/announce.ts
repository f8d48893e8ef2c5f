import type { SeededRandom } from '../../../platform/random/seeded-random.js';
import { LOSING_TIME_ICONS, timeIcons } from '../engine/index.js';
import type { TableSight } from './sight.js';

const codeCharacters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
const digits = [...'0123456789'];

/**
 * The answer to announce: the console read whole once every tab is up; with one position still
 * hidden and time running out in crisis, a guess among the characters the console does not use yet.
 */
export function answerToAnnounce(sight: TableSight, random: SeededRandom): string | null {
  const hidden = sight.consoleCells.filter((cell) => cell === null).length;
  if (hidden === 0) return sight.consoleCells.join('');
  const timeRunsOut = sight.view.crisis && timeIcons(sight.view.discard) >= LOSING_TIME_ICONS - 1;
  if (hidden > 1 || !timeRunsOut) return null;
  const used = new Set(sight.consoleCells);
  const candidates = (sight.answerKind === 'number' ? digits : codeCharacters).filter((c) => !used.has(c));
  const guess = candidates[random.nextInt(candidates.length)] ?? '0';
  return sight.consoleCells.map((cell) => cell ?? guess).join('');
}
