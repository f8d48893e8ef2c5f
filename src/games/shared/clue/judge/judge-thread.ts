import type { Language } from '../../../../platform/i18n/languages.js';
import { clueAnalyser } from './clue-analysers.js';
import { type BoardWord, type ClueVerdict, clueVerdict } from './clue-judge.js';

export type JudgeTask =
  | { kind: 'preload'; language: Language }
  | { kind: 'judge'; language: Language; clue: string; visibleWords: BoardWord[]; multiWordNames: boolean };

/**
 * The clue judge's thread: the dictionaries (hundreds of MiB of small objects, for Japanese)
 * live in this thread's heap, so the main thread's garbage collector never walks them while
 * presses wait.
 */
export default async function run(task: JudgeTask): Promise<ClueVerdict | null> {
  const analyser = await clueAnalyser(task.language);
  return task.kind === 'judge' ? clueVerdict(analyser, task) : null;
}
