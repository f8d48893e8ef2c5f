import { afterEach, describe, expect, it } from 'vitest';
import {
  type ClueJudgeService,
  createClueJudgeService,
} from '../../../../src/games/shared/clue/judge/clue-judge-service.js';
import { waitUntil } from '../../../support/free-port.js';

const board = ['BALL', 'RIVER', 'MOON', 'TRAIN'].map((text) => ({ text, readings: [] }));
const judgeFootball = (judge: ClueJudgeService) =>
  judge.judge({ language: 'en', clue: 'football', visibleWords: board, multiWordNames: false });

describe('the clue judge between games', () => {
  let judge: ClueJudgeService | null = null;
  afterEach(async () => {
    await judge?.close();
  });

  it('frees its dictionaries when idle and loads them again for the next clue', async () => {
    judge = createClueJudgeService({ idleMs: 300 });
    expect(judge.threads()).toBe(0);
    expect(await judgeFootball(judge)).toMatchObject({ word: 'BALL' });
    expect(judge.threads()).toBe(1);

    await waitUntil(() => judge?.threads() === 0, 10_000, 'the idle judge thread to end');

    expect(await judgeFootball(judge)).toMatchObject({ word: 'BALL' });
  });
});
