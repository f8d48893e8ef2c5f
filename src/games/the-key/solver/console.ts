import type { Mission } from '../missions.js';

/** A console position: its character once the tab over it is lifted, otherwise null. */
export type ConsoleCell = string | null;

/** Tabs lift for the pre-lifted symbols and for every symbol the team has collected. */
export function liftedSymbols(mission: Mission, collected: Iterable<string>): Set<string> {
  return new Set([...mission.preLifted, ...collected]);
}

/** The console as the team sees it after collecting these symbols. */
export function consoleView(mission: Mission, collected: Iterable<string>): ConsoleCell[] {
  const lifted = liftedSymbols(mission, collected);
  return mission.console.map((symbol) => (lifted.has(symbol) ? (mission.cipher[symbol] ?? null) : null));
}

export const unknownCount = (cells: readonly ConsoleCell[]) => cells.filter((cell) => cell === null).length;

/** The answer is determined when every console position is lifted; then it reads as a whole. */
export function determinedAnswer(mission: Mission, collected: Iterable<string>): string | null {
  const cells = consoleView(mission, collected);
  return unknownCount(cells) === 0 ? cells.join('') : null;
}

/**
 * Our simple rule for a reasoned guess: with one console position still hidden, the question's
 * text and the other characters leave a handful of candidates (ten digits at most) the team can
 * argue over; with two or more hidden, a guess is a gamble.
 */
export const GUESSABLE_UNKNOWNS = 1;

export function allowsReasonedGuess(mission: Mission, collected: Iterable<string>): boolean {
  return unknownCount(consoleView(mission, collected)) <= GUESSABLE_UNKNOWNS;
}

/**
 * The console symbols whose tabs are still down at set-up. Each taken token is at most one
 * symbol, so no collecting order determines the answer with fewer tokens than this.
 */
export function symbolsToCollect(mission: Mission): string[] {
  const lifted = liftedSymbols(mission, []);
  return [...new Set(mission.console)].filter((symbol) => !lifted.has(symbol));
}
