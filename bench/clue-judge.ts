import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { clueAnalyser } from '../src/games/shared/clue/judge/clue-analysers.js';
import { judgeClue } from '../src/games/shared/clue/judge/clue-judge.js';
import { drawBoardWords } from '../src/games/words/board-draw.js';
import { wordList } from '../src/games/words/index.js';
import { type Language, languages } from '../src/platform/i18n/languages.js';
import { SeededRandom } from '../src/platform/random/seeded-random.js';
import { normalizeForComparison } from '../src/platform/text/normalize.js';
import { distribution, formatDistribution } from './stats.js';

/**
 * `npx tsx bench/clue-judge.ts [boards]`: what the clue judge costs and what it refuses; asserts
 * nothing. Each language runs in its own process, so its start-up and memory are its own.
 * Clues are other words of the same list on random boards (most are accepted, as at the table),
 * and the audit's short clues, which the old substring check refused on 24-43% of random boards
 * although the rulebooks allow them (a sound inside a word, a letter about meaning).
 */
const boards = Number(process.argv[3] ?? process.argv[2] ?? 2000);
const BOARD = 25;

/** Short clues the rulebooks allow next to most boards (a sound, or a letter about meaning). */
const auditClues: Record<Language, string[]> = {
  en: ['ear', 'ant', 'c', 'art'],
  hu: ['tó', 'ló', 'ó', 'év'],
  ja: ['リス', 'イカ', 'C', 'パン'],
};

interface LanguageFigures {
  language: Language;
  startupMs: number;
  rssMiB: number;
  heapAndBuffersMiB: number;
  judgeMs: number[];
  refusalRates: Record<string, number>;
}

function mib(bytes: number): number {
  return bytes / 2 ** 20;
}

function settledMemory() {
  global.gc?.();
  const memory = process.memoryUsage();
  return { rss: memory.rss, held: memory.heapUsed + memory.external };
}

async function measureLanguage(language: Language): Promise<LanguageFigures> {
  const list = wordList(language);
  const before = settledMemory();
  const started = performance.now();
  const analyser = await clueAnalyser(language);
  const startupMs = performance.now() - started;
  const after = settledMemory();

  const random = SeededRandom.fromSeed(`clue-bench-${language}`);
  const judgeMs: number[] = [];
  const refused: Record<string, number> = Object.fromEntries(auditClues[language].map((clue) => [clue, 0]));
  for (let board = 0; board < boards; board++) {
    const visible = drawBoardWords(random, list, BOARD);
    const clue = list[random.nextInt(list.length)]?.text ?? '';
    const start = performance.now();
    judgeClue(analyser, clue, visible);
    judgeMs.push(performance.now() - start);
    for (const short of auditClues[language]) {
      // The word itself on the board is refused by any reading of the rule; only the rest counts.
      if (visible.some((word) => normalizeForComparison(word.text) === normalizeForComparison(short)))
        continue;
      if (judgeClue(analyser, short, visible)) refused[short] = (refused[short] ?? 0) + 1;
    }
  }
  return {
    language,
    startupMs,
    rssMiB: mib(after.rss - before.rss),
    heapAndBuffersMiB: mib(after.held - before.held),
    judgeMs,
    refusalRates: Object.fromEntries(Object.entries(refused).map(([clue, count]) => [clue, count / boards])),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

if (process.argv[2] && (languages as readonly string[]).includes(process.argv[2])) {
  process.stdout.write(JSON.stringify(await measureLanguage(process.argv[2] as Language)));
} else {
  console.log(`Clue judge, ${boards} random boards per language (each language in its own process)\n`);
  for (const language of languages) {
    const output = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), language, String(boards)],
      { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
    );
    const figures = JSON.parse(output) as LanguageFigures;
    console.log(`${language}:`);
    console.log(`  start-up (dictionaries loaded): ${figures.startupMs.toFixed(0)} ms`);
    console.log(
      `  memory after start-up: RSS +${figures.rssMiB.toFixed(0)} MiB (heap + buffers +${figures.heapAndBuffersMiB.toFixed(0)} MiB)`,
    );
    console.log(`  judging one clue against 25 words: ${formatDistribution(distribution(figures.judgeMs))}`);
    const rates = Object.entries(figures.refusalRates).map(([clue, rate]) => `"${clue}" ${percent(rate)}`);
    console.log(`  refused on random boards that do not hold the word itself: ${rates.join(' · ')}`);
  }
}
