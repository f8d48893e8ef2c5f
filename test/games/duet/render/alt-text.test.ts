import { describe, expect, it } from 'vitest';
import { createGame, publicView, standardOptions } from '../../../../src/games/duet/engine/index.js';
import { finishedBoard, runningBoard } from '../../../../src/games/duet/render/example-games.js';
import { ALT_TEXT_LIMIT, boardAltText } from '../../../../src/games/duet/render/index.js';
import { keyCardWith, wordsFrom } from '../engine/fixtures.js';

describe('board alt text', () => {
  it('describes clue, turn, timer and every word of a running game in one paragraph', () => {
    const view = runningBoard('en');
    const text = boardAltText(view, 'en');
    const clue = view.clues.at(-1);
    expect(text).toContain(`Clue from Side A: ${clue?.word}, ${clue?.number}.`);
    expect(text).toContain('Side B guesses.');
    expect(text).toContain('Timer: 5 tokens left (5 bystander-side, 0 check-side).');
    expect(text).toContain('3 of 15 agents found.');
    for (const cell of view.cells) expect(text).toContain(cell.word.text);
    expect(text).not.toMatch(/\n/);
    expect(text).not.toMatch(/\b(assassin|green|black)\b|bystander:/i);
  });

  it.each(['ja', 'hu'] as const)('is written in %s', (language) => {
    const text = boardAltText(runningBoard(language), language);
    expect(text).not.toEqual(boardAltText(runningBoard(language), 'en'));
    expect(text.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
  });

  it('gives the result and score of a finished game', () => {
    const view = finishedBoard('en');
    expect(boardAltText(view, 'en')).toContain(`You won! Score ${view.score?.total}.`);
  });

  it('stays within Discord’s 1024 characters even with 24-character words', () => {
    const words = wordsFrom(
      Array.from({ length: 25 }, (_, i) => `${String(i).padStart(2, '0')}${'x'.repeat(22)}`),
    );
    const game = createGame({ seed: 'long', words, keyCard: keyCardWith({}), options: standardOptions() });
    const text = boardAltText(publicView(game), 'ja');
    expect(text.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
  });
});
