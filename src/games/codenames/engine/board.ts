import type { CodenamesState, Identity, Team, WordCard } from './types.js';

export function agentsOf(state: CodenamesState, team: Team): number {
  return state.key.filter((identity) => identity === team).length;
}

export function agentsLeft(state: CodenamesState, team: Team): number {
  return state.key.filter((identity, i) => identity === team && !state.covered[i]).length;
}

/** Words a clue may not match: every word not yet covered. */
export function visibleWords(state: CodenamesState): WordCard[] {
  return state.words.filter((_, i) => !state.covered[i]);
}

export function identityAt(state: CodenamesState, cell: number): Identity | undefined {
  return Number.isInteger(cell) ? state.key[cell] : undefined;
}

export function isGameOver(state: CodenamesState): boolean {
  return state.phase.kind === 'over';
}

/** The team whose turn it is, whatever it is doing; null once the game is over. */
export function teamToAct(state: CodenamesState): Team | null {
  return state.phase.kind === 'over' ? null : state.phase.team;
}
