import type { Language } from '../../../platform/i18n/languages.js';
import { judgedRefusal } from '../../shared/clue/judged-refusal.js';
import { visibleWords } from '../engine/index.js';
import { codenamesRules } from '../rules.js';
import { refusalText } from './answers.js';
import type { LoadedGame } from './runtime.js';

/**
 * Why a clue about to be given is not legal, judged in the game's language, in the giver's words;
 * null when it is (or when the rules would refuse it anyway: their own refusal comes first).
 */
export async function illegalClueText(
  game: LoadedGame | null,
  userId: string,
  clue: { word: string; number: number },
  language: Language,
): Promise<string | null> {
  if (!game) return null;
  const seat = codenamesRules.seatOf(game.state, userId);
  const move = { type: 'giveClue', ...clue } as const;
  if (!seat || !codenamesRules.play(game.state, seat, move, { userId, now: 0 }).ok) return null;
  const refusal = await judgedRefusal({
    language: game.state.language,
    clue: clue.word,
    visibleWords: visibleWords(game.state.engine),
    multiWordNames: false,
  });
  return refusal ? refusalText(language, refusal) : null;
}
