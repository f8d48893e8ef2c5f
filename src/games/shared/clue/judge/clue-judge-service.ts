import { Piscina } from 'piscina';
import type { Language } from '../../../../platform/i18n/languages.js';
import { threadOptions } from '../../../../platform/threads/thread-options.js';
import type { BoardWord, ClueVerdict } from './clue-judge.js';
import type { JudgeAnswer, JudgeTask } from './judge-thread.js';

/** The clue judge, run on its own thread with each language's dictionaries loaded once. */
export interface ClueJudgeService {
  /**
   * The rulebooks' verdict on a clue, or null when it may be given. A language whose dictionaries
   * failed to load judges nothing: its clues are accepted and left to the partner's flag.
   */
  judge(input: {
    language: Language;
    clue: string;
    visibleWords: readonly BoardWord[];
    multiWordNames: boolean;
  }): Promise<ClueVerdict | null>;
  /**
   * Words of a list that are forms of one word, as pairs: a word pack may not hold both. Empty
   * when the language's dictionaries could not load (the list is then taken as it is).
   */
  related(input: { language: Language; words: readonly BoardWord[] }): Promise<[string, string][]>;
  /** Loads these languages' dictionaries now; resolves to the languages that failed. */
  preload(languages: readonly Language[]): Promise<Language[]>;
  /** The judge's threads now: 0 once it has been idle long enough to free its dictionaries. */
  threads(): number;
  close(): Promise<void>;
}

/** Board words as plain data, to cross to the judge's thread. */
const plain = (words: readonly BoardWord[]) =>
  words.map(({ text, readings }) => ({ text, readings: [...readings] }));

/**
 * With no clue to judge for this long, the thread ends and its dictionaries (up to ~480 MiB with
 * all three languages) go with it; the next game to start, or the next clue, loads its language
 * again (under a second).
 */
const JUDGE_IDLE_MS = 20 * 60_000;

export function createClueJudgeService(options: { idleMs?: number } = {}): ClueJudgeService {
  // One thread: a clue takes well under a millisecond to judge, and every thread would hold its
  // own copy of the dictionaries. Idle, piscina unrefs it, so it never keeps a process alive.
  const pool = new Piscina<JudgeTask, JudgeAnswer>({
    ...threadOptions(import.meta.url, 'judge-thread'),
    minThreads: 0,
    maxThreads: 1,
    // A clue in a loaded language need not wait while another language's files are still read.
    concurrentTasksPerWorker: 8,
    idleTimeout: options.idleMs ?? JUDGE_IDLE_MS,
  });
  pool.on('error', () => {});
  return {
    judge: ({ language, clue, visibleWords, multiWordNames }) =>
      pool
        .run({ kind: 'judge', language, clue, visibleWords: plain(visibleWords), multiWordNames })
        .then((answer) => (Array.isArray(answer) ? null : answer))
        .catch(() => null),
    related: ({ language, words }) =>
      pool
        .run({ kind: 'related', language, words: plain(words) })
        .then((answer) => (Array.isArray(answer) ? answer : []))
        .catch(() => []),
    async preload(languages) {
      const results = await Promise.allSettled(
        languages.map((language) => pool.run({ kind: 'preload', language })),
      );
      return languages.filter((_, i) => results[i]?.status === 'rejected');
    },
    threads: () => pool.threads.length,
    close: () => pool.destroy(),
  };
}

let shared: ClueJudgeService | null = null;

/** This process's clue judge, started on first use. */
export function clueJudge(): ClueJudgeService {
  shared ??= createClueJudgeService();
  return shared;
}
