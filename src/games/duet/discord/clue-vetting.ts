import type { Language } from '../../../platform/i18n/languages.js';
import type { ClueFormProblem } from '../../shared/clue/clue-form.js';
import { judgeDuetClue } from '../clue-judging.js';
import { duetRules } from '../rules.js';
import { sideOf } from '../session.js';
import { refusalText } from './answers.js';
import type { LoadedGame } from './duet-runtime.js';

/** The rules' refusals that are about what was typed, not about whose turn it is. */
const typingProblems: ReadonlySet<string> = new Set<ClueFormProblem['code']>([
  'clue-empty',
  'clue-not-one-word',
  'clue-too-long',
  'clue-number-invalid',
  'clue-matches-visible-word',
]);

/**
 * A clue about to be given, from the form or `/clue`: why its words cannot go on the board (the
 * rules' own checks of its form, then the judge's), in the giver's language, or null when they
 * can (or there is no game to check them on). Whose turn it is stays the move's to answer.
 */
export async function illegalClueText(
  game: LoadedGame | null,
  userId: string,
  clue: { word: string; number: number },
  language: Language,
): Promise<string | null> {
  if (!game) return null;
  const side = sideOf(game.state, userId);
  const played = side && duetRules.play(game.state, side, { type: 'giveClue', ...clue }, { userId, now: 0 });
  if (played && !played.ok && typingProblems.has(played.refusal.code))
    return refusalText(language, played.refusal);
  const refusal = await judgeDuetClue(game.state, userId, clue);
  return refusal ? refusalText(language, refusal) : null;
}
