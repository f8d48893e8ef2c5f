import type { RuleRefusal } from '../../../platform/game/game-rules.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { WordCard } from '../../words/word-card.js';
import { clueConflictRefusal } from './clue-refusal.js';
import { clueJudge } from './judge/clue-judge-service.js';

/**
 * The clue judge's refusal of a clue a word game's rules would accept (one word or a place, then
 * parts, inflections, readings and kanji, in the game's language on the judge's thread), or null.
 */
export async function judgedRefusal(input: {
  language: Language;
  clue: string;
  visibleWords: readonly WordCard[];
  multiWordNames: boolean;
}): Promise<RuleRefusal | null> {
  const word = input.clue.trim().replace(/\s+/gu, ' ');
  const verdict = await clueJudge().judge({
    language: input.language,
    clue: word,
    visibleWords: [...input.visibleWords],
    multiWordNames: input.multiWordNames,
  });
  if (!verdict) return null;
  return verdict.kind === 'not-one-word'
    ? { code: 'clue-not-one-word', variables: { clue: word } }
    : clueConflictRefusal(word, verdict);
}
