import type { RuleRefusal } from '../../platform/game/game-rules.js';
import { judgedRefusal } from '../shared/clue/judged-refusal.js';
import { type DuetDocument, sideOf } from './document.js';
import { visibleWords } from './engine/index.js';
import { duetRules } from './rules.js';

/**
 * The rulebooks' clue legality beyond what the engine checks by itself (the word itself, spelled
 * the same): one word or a place, then parts, inflections, readings and kanji, judged in the
 * game's language on its own thread. Only a clue the rules would accept from this user now is
 * judged, so a stranger, a paused game or a clue out of turn get the rules' own answer first.
 * While a clue is awaited no word changes, so the board judged is the board the clue lands on.
 */
export async function judgeDuetClue(
  document: DuetDocument,
  userId: string,
  clue: { word: string; number: number },
): Promise<RuleRefusal | null> {
  if (document.stage !== 'game') return null;
  const side = sideOf(document, userId);
  if (!side) return null;
  const move = { type: 'giveClue', ...clue } as const;
  if (!duetRules.play(document, side, move, { userId, now: 0 }).ok) return null;
  return judgedRefusal({
    language: document.language,
    clue: clue.word,
    visibleWords: visibleWords(document.engine),
    multiWordNames: document.engine.options.multiWordNames,
  });
}
