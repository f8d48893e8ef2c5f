import type { Language } from '../../../platform/i18n/languages.js';
import { BOARD_COLUMNS, type KeyColor, type PlayerView, type PublicCell } from '../engine/index.js';
import { forTable, tDuet } from '../i18n/index.js';
import { keyMarker } from './board-buttons.js';

function decoration(cell: PublicCell): string {
  if (cell.agent) return ' ✅';
  if (cell.missedBy.length >= 2) return ' ⌛';
  const missed = cell.missedBy[0];
  return missed ? ` ⏳${missed}` : '';
}

/**
 * A player's own side of the key card as text: five lines, one per board row, each cell its
 * marker then its word, decorations after the word. Works on every client and screen reader.
 * In a team game the task speaks of the two sides, not of a partner.
 */
export function keyFaceText(view: PlayerView, wording: { language: Language; team: boolean }): string {
  const { language, team } = wording;
  const rows: string[] = [];
  view.cells.forEach((cell, index) => {
    const entry = `${keyMarker[view.key[index] as KeyColor]} ${cell.word.text}${decoration(cell)}`;
    if (index % BOARD_COLUMNS === 0) rows.push(entry);
    else rows[rows.length - 1] += ` · ${entry}`;
  });
  return [
    tDuet(language, 'key.title', { side: view.side }),
    ...rows,
    `-# ${tDuet(language, 'key.legend')}`,
    `-# ${tDuet(language, forTable('key.task', team))}`,
  ].join('\n');
}
