import type { PlayerLevel } from './player.js';
import type { RaceRecord } from './simulate.js';

/** Races of one configuration summed up; two tallies of the same configuration add up to one. */
export interface RaceTally {
  races: number;
  unfinished: number;
  /** How many races lasted each number of rounds (index: rounds). */
  roundCounts: number[];
  winsBySeat: number[];
  /** Wins by the position the winner placed its first duck in. */
  winsByPlacing: number[];
  /** Wins and seats played, by the level of the seat's player. */
  levels: Partial<Record<PlayerLevel, { wins: number; seats: number }>>;
  bonks: number;
  teleports: number;
  chains: number;
  buoys: number;
}

export const emptyTally = (seats: number): RaceTally => ({
  races: 0,
  unfinished: 0,
  roundCounts: [],
  winsBySeat: new Array(seats).fill(0),
  winsByPlacing: new Array(seats).fill(0),
  levels: {},
  bonks: 0,
  teleports: 0,
  chains: 0,
  buoys: 0,
});

/** Adds one race, raced by players of `levels` (by seat). */
export function addRace(tally: RaceTally, record: RaceRecord, levels: readonly PlayerLevel[]): void {
  tally.races += 1;
  tally.roundCounts[record.rounds] = (tally.roundCounts[record.rounds] ?? 0) + 1;
  tally.bonks += record.bonks;
  tally.teleports += record.teleports;
  tally.chains += record.chains;
  tally.buoys += record.buoys;
  for (const level of levels) {
    const entry = tally.levels[level] ?? { wins: 0, seats: 0 };
    entry.seats += 1;
    tally.levels[level] = entry;
  }
  if (record.winner === null) {
    tally.unfinished += 1;
    return;
  }
  tally.winsBySeat[record.winner] = (tally.winsBySeat[record.winner] ?? 0) + 1;
  const placing = record.placingOrder.indexOf(record.winner);
  tally.winsByPlacing[placing] = (tally.winsByPlacing[placing] ?? 0) + 1;
  const winnerLevel = tally.levels[levels[record.winner] ?? 'random'];
  if (winnerLevel) winnerLevel.wins += 1;
}

const addArrays = (a: readonly number[], b: readonly number[]) =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, index) => (a[index] ?? 0) + (b[index] ?? 0));

export function mergeTallies(a: RaceTally, b: RaceTally): RaceTally {
  const levels: RaceTally['levels'] = { ...a.levels };
  for (const [level, entry] of Object.entries(b.levels) as [PlayerLevel, { wins: number; seats: number }][]) {
    const known = levels[level] ?? { wins: 0, seats: 0 };
    levels[level] = { wins: known.wins + entry.wins, seats: known.seats + entry.seats };
  }
  return {
    races: a.races + b.races,
    unfinished: a.unfinished + b.unfinished,
    roundCounts: addArrays(a.roundCounts, b.roundCounts),
    winsBySeat: addArrays(a.winsBySeat, b.winsBySeat),
    winsByPlacing: addArrays(a.winsByPlacing, b.winsByPlacing),
    levels,
    bonks: a.bonks + b.bonks,
    teleports: a.teleports + b.teleports,
    chains: a.chains + b.chains,
    buoys: a.buoys + b.buoys,
  };
}

/** The smallest number of rounds that at least `fraction` of the races took no more than. */
export function roundsPercentile(tally: RaceTally, fraction: number): number {
  let seen = 0;
  for (const [rounds, count] of tally.roundCounts.entries()) {
    seen += count ?? 0;
    if (seen >= fraction * tally.races) return rounds;
  }
  return tally.roundCounts.length - 1;
}

export const meanRounds = (tally: RaceTally) =>
  tally.roundCounts.reduce((sum, count, rounds) => sum + (count ?? 0) * rounds, 0) / Math.max(1, tally.races);

/** Each seat's and placing position's wins against its fair share of the finished races (1 is fair). */
export function shareOfFair(wins: readonly number[], tally: RaceTally): number[] {
  const finished = tally.races - tally.unfinished;
  return wins.map((count) => (finished === 0 ? 0 : (count * wins.length) / finished));
}
