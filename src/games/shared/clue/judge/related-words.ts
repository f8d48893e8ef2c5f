import type { BoardWord } from './clue-judge.js';
import type { WordAnalyser } from './word-analysis.js';

/**
 * Words of one list that are forms of one word (cat and cats, kutya and kutyák): read as a clue,
 * one names the other as the judge reads a board word, so the two could not share a board.
 * Each word is analysed twice, once as a board word and once as a clue: linear in the list.
 */
export function relatedWords(analyser: WordAnalyser, words: readonly BoardWord[]): [string, string][] {
  const owner = new Map<string, string>();
  for (const word of words)
    for (const form of analyser.analyseBoardWord(word.text, word.readings).forms)
      if (!owner.has(form)) owner.set(form, word.text);
  const pairs = new Map<string, [string, string]>();
  for (const word of words) {
    for (const form of analyser.analyse(word.text).forms) {
      const other = owner.get(form);
      if (other === undefined || other === word.text) continue;
      const pair: [string, string] = other < word.text ? [other, word.text] : [word.text, other];
      pairs.set(pair.join('\n'), pair);
      break;
    }
  }
  return [...pairs.values()];
}
