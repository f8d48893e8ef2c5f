import { describe, expect, it } from 'vitest';
import { clueAnalyser } from '../../../../src/games/shared/clue/judge/clue-analysers.js';
import { relatedWords } from '../../../../src/games/shared/clue/judge/related-words.js';

const cards = (...texts: string[]) => texts.map((text) => ({ text, readings: [] }));

describe('words of one list that are forms of one word', () => {
  it('pairs an English word with its plural, and leaves unrelated words alone', async () => {
    const analyser = await clueAnalyser('en');
    expect(relatedWords(analyser, cards('cat', 'cats', 'dog', 'ground'))).toEqual([['cat', 'cats']]);
  });

  it('pairs a Hungarian word with an inflected form', async () => {
    const analyser = await clueAnalyser('hu');
    expect(relatedWords(analyser, cards('kutya', 'kutyák', 'macska'))).toEqual([['kutya', 'kutyák']]);
  });
});
