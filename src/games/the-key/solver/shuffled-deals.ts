import { SeededRandom } from '../../../platform/random/seeded-random.js';
import type { Mission } from '../missions.js';
import { solveByCheapestFirst } from './collecting-order.js';

/** The mission with its tokens shuffled and dealt again by the same stack counts, as a set-up does. */
export function redealt(mission: Mission, random: SeededRandom): Mission {
  const shuffled = random.shuffle(mission.stacks.flatMap((stack) => stack.tokens));
  let dealt = 0;
  const stacks = mission.stacks.map((stack) => {
    const tokens = shuffled.slice(dealt, dealt + stack.count);
    dealt += stack.count;
    return { ...stack, tokens };
  });
  return { ...mission, stacks };
}

export interface DealsSummary {
  deals: number;
  fewestTokensToDetermine: number;
  averageTokensToDetermine: number;
  averageTokensToReasonedGuess: number;
}

/** Plays the cheapest-first order on many shuffled deals of the mission. */
export function summarizeShuffledDeals(mission: Mission, deals: number, seed: string): DealsSummary {
  const random = SeededRandom.fromSeed(seed);
  const reports = Array.from({ length: deals }, () => solveByCheapestFirst(redealt(mission, random)));
  const solved = reports.flatMap((report) => (report ? [report] : []));
  if (solved.length !== deals) throw new Error(`${mission.id}: a deal left the answer undetermined`);
  const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    deals,
    fewestTokensToDetermine: Math.min(...solved.map((report) => report.tokensToDetermine)),
    averageTokensToDetermine: average(solved.map((report) => report.tokensToDetermine)),
    averageTokensToReasonedGuess: average(solved.map((report) => report.tokensToReasonedGuess)),
  };
}
