import { describe, expect, it } from 'vitest';
import { answerOf, keyMissions, type Mission, missionById } from '../../../src/games/the-key/missions.js';
import {
  allowsReasonedGuess,
  consoleView,
  determinedAnswer,
  type SolveReport,
  solveByCheapestFirst,
  summarizeShuffledDeals,
  symbolsToCollect,
} from '../../../src/games/the-key/solver/index.js';

const reports = keyMissions.map((mission) => ({
  mission,
  report: solveByCheapestFirst(mission) as SolveReport,
}));

const isNonDecreasing = (values: readonly number[]) =>
  values.every((value, index) => index === 0 || value >= (values[index - 1] ?? 0));

describe('THE KEY scripted solver', () => {
  it('shows only the pre-lifted characters before anything is collected', () => {
    const mission = missionById('practice-safe') as Mission;
    const view = consoleView(mission, []);
    expect(view.filter((cell) => cell !== null)).toHaveLength(
      mission.console.filter((symbol) => mission.preLifted.includes(symbol)).length,
    );
    expect(determinedAnswer(mission, [])).toBeNull();
  });

  it('lifts every tab under a collected symbol, wherever it repeats on the console', () => {
    const mission = missionById('night-train') as Mission;
    const repeated = mission.console.find(
      (symbol, index) => mission.console.indexOf(symbol) !== index,
    ) as string;
    const view = consoleView(mission, [repeated]);
    mission.console.forEach((symbol, index) => {
      if (symbol === repeated) expect(view[index]).toBe(mission.cipher[symbol]);
    });
  });

  it('reads the full answer once every console symbol is collected', () => {
    for (const mission of keyMissions)
      expect(determinedAnswer(mission, mission.console)).toBe(answerOf(mission));
  });

  it('solves every mission by collecting room by room, cheapest room first', () => {
    for (const { mission, report } of reports) {
      expect(report, mission.id).not.toBeNull();
      expect(report.answer).toBe(answerOf(mission));
    }
  });

  it('never gives an answer away with the pre-lifted tabs alone, nor lets a guess start there', () => {
    for (const { mission, report } of reports) {
      expect(report.determinedAtStart, mission.id).toBe(false);
      expect(allowsReasonedGuess(mission, []), mission.id).toBe(false);
      expect(symbolsToCollect(mission).length, mission.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('asks for more collecting as the campaign goes on', () => {
    const tokens = reports.map(({ report }) => report.tokensToDetermine);
    expect(isNonDecreasing(tokens)).toBe(true);
    expect(isNonDecreasing(keyMissions.map((mission) => symbolsToCollect(mission).length))).toBe(true);
    expect(tokens.at(-1)).toBeGreaterThanOrEqual(3 * (tokens[0] ?? 0));
    expect(reports[0]?.report.collectsToDetermine).toBeGreaterThanOrEqual(3);
  });

  it('allows a reasoned guess (one character hidden) only late in the collecting', () => {
    for (const { mission, report } of reports) {
      expect(report.tokensToReasonedGuess, mission.id).toBeGreaterThanOrEqual(
        0.75 * report.tokensToDetermine,
      );
    }
  });

  it('stays solvable and grows harder along the campaign when the tokens are shuffled as at set-up', () => {
    const summaries = keyMissions.map((mission) =>
      summarizeShuffledDeals(mission, 300, `deals-${mission.id}`),
    );
    summaries.forEach((summary, index) => {
      const mission = keyMissions[index] as Mission;
      expect(summary.fewestTokensToDetermine, mission.id).toBeGreaterThanOrEqual(
        symbolsToCollect(mission).length,
      );
    });
    expect(isNonDecreasing(summaries.map((summary) => summary.averageTokensToDetermine))).toBe(true);
  });
});
