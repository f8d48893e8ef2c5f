import type { RuleRefusal } from '../../platform/game/game-rules.js';
import type { Language } from '../../platform/i18n/languages.js';
import { clueConflictRefusal } from '../shared/clue/clue-refusal.js';
import {
  clueAnalysersReady,
  loadedClueAnalyser,
  startedAnalysersReady,
} from '../shared/clue/judge/clue-analysers.js';
import { judgeClue } from '../shared/clue/judge/clue-judge.js';
import { visibleWords } from './engine/index.js';
import type { DuetSession } from './session.js';

/**
 * The rulebooks' clue legality beyond what the engine checks by itself (the word itself, spelled
 * the same): parts, inflections, readings and kanji, judged in the game's language on the board
 * as it was when the clue was given.
 */
export function clueRefusal(game: DuetSession, clue: string): RuleRefusal | null {
  const analyser = loadedClueAnalyser(game.language);
  if (!analyser) {
    // Not loaded in this process yet (another process started the game): judged from the next clue on.
    warmClueJudge(game.language);
    return null;
  }
  const trimmed = clue.trim().replace(/\s+/gu, ' ');
  const severalWords = analyser.isSeveralWords(trimmed);
  if (severalWords && !game.engine.options.multiWordNames && !analyser.isPlaceName(trimmed)) {
    return { code: 'clue-not-one-word', variables: { clue: trimmed } };
  }
  const conflict = judgeClue(analyser, trimmed, visibleWords(game.engine));
  return conflict ? clueConflictRefusal(trimmed, conflict) : null;
}

/**
 * Resolves once the dictionaries being loaded are ready (at once, after start-up): a clue
 * submitted in the first second after a restart waits for them rather than skip the judge.
 */
export function clueJudgeReady(): Promise<void> {
  return startedAnalysersReady();
}

/** A game starts in `language`: its dictionaries load now, if they are not already, long before its first clue. */
export function warmClueJudge(language: Language): void {
  void clueAnalysersReady([language]);
}
