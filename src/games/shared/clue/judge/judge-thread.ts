import type { Language } from '../../../../platform/i18n/languages.js';
import { clueAnalyser } from './clue-analysers.js';
import { type BoardWord, type ClueVerdict, clueVerdict } from './clue-judge.js';
import { relatedWords } from './related-words.js';

export type JudgeTask =
  | { kind: 'preload'; language: Language }
  | { kind: 'judge'; language: Language; clue: string; visibleWords: BoardWord[]; multiWordNames: boolean }
  | { kind: 'related'; language: Language; words: BoardWord[] };

export type JudgeAnswer = ClueVerdict | [string, string][] | null;

/**
 * The clue judge's thread: the dictionaries (hundreds of MiB of small objects, for Japanese)
 * live in this thread's heap, so the main thread's garbage collector never walks them while
 * presses wait.
 */
export default async function run(task: JudgeTask): Promise<JudgeAnswer> {
  const analyser = await clueAnalyser(task.language);
  if (task.kind === 'judge') return clueVerdict(analyser, task);
  return task.kind === 'related' ? relatedWords(analyser, task.words) : null;
}
