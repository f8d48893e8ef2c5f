import type { Language } from '../../../platform/i18n/languages.js';
import { otherTeam, type PublicView } from '../engine/index.js';
import { tCodenamesLabel } from './labels/index.js';
import { teamName } from './team-names.js';

/** Whose turn it is and what they do, or how the game ended: the header's and the alt text's line. */
export function statusLine(view: PublicView, language: Language): string {
  const { phase } = view;
  const team = (which: 'red' | 'blue') => teamName(language, which);
  switch (phase.kind) {
    case 'awaiting-clue':
      return tCodenamesLabel(language, 'turn.giveClue', { team: team(phase.team) });
    case 'guessing':
      return tCodenamesLabel(language, 'turn.guess', {
        team: team(phase.team),
        left: phase.maxGuesses - phase.guesses,
      });
    case 'timer-cover':
      return tCodenamesLabel(language, 'turn.timerCover', { team: team(phase.team) });
    case 'penalty-cover':
      return tCodenamesLabel(language, 'turn.penaltyCover', { team: team(phase.team) });
    case 'over':
      return resultLine(view, language);
  }
}

/** How the game ended, as a headline ("Blue wins!") and its reason (with a one-team game's rating). */
export function gameResult(
  view: PublicView,
  language: Language,
): { headline: string; reason: string } | null {
  const { phase } = view;
  if (phase.kind !== 'over') return null;
  if (phase.reason === 'expired')
    return { headline: tCodenamesLabel(language, 'result.expired'), reason: '' };
  // With no winner, the players of a one-team game (the starting team) lost.
  const losingTeam = phase.winner ? otherTeam(phase.winner) : view.startingTeam;
  const reason = tCodenamesLabel(language, `reason.${phase.reason}`, {
    team: teamName(language, losingTeam),
  });
  const result = phase.winner
    ? tCodenamesLabel(language, 'result.won', { team: teamName(language, phase.winner) })
    : tCodenamesLabel(language, 'result.lost');
  const rating =
    view.rating === null
      ? ''
      : ` · ${tCodenamesLabel(language, 'rating', { rating: tCodenamesLabel(language, `rating.${view.rating}`) })}`;
  return { headline: result, reason: `${reason}${rating}` };
}

function resultLine(view: PublicView, language: Language): string {
  const result = gameResult(view, language);
  if (!result) return '';
  if (!result.reason) return result.headline;
  return tCodenamesLabel(language, 'result.because', { result: result.headline, reason: result.reason });
}
