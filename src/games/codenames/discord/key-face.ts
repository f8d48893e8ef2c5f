import type { Language } from '../../../platform/i18n/languages.js';
import { type Seat, type SpymasterView, teamOfSeat } from '../engine/index.js';
import { tCodenames } from '../i18n/index.js';
import { identityMarker } from './board-buttons.js';

/** The key in words (for every client and screen reader), for a spymaster: each word's identity. */
export function keyFaceText(view: SpymasterView, seat: Seat, language: Language): string {
  const team = teamOfSeat(seat);
  const teamName = (which: 'red' | 'blue') =>
    tCodenames(language, which === 'red' ? 'team.red' : 'team.blue');
  const rows = [0, 1, 2, 3, 4].map((row) =>
    view.cells
      .slice(row * 5, row * 5 + 5)
      .map((cell, column) => {
        const identity = view.key[row * 5 + column] ?? 'bystander';
        const word = cell.covering ? `~~${cell.word.text}~~` : cell.word.text;
        return `${identityMarker[identity]} ${word}`;
      })
      .join(' · '),
  );
  return [
    tCodenames(language, 'key.title', { team: teamName(view.startingTeam) }),
    ...rows,
    tCodenames(language, 'key.task', { team: teamName(team), color: identityMarker[team] }),
  ].join('\n');
}
