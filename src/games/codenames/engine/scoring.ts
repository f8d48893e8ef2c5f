import { agentsLeft, agentsOf } from './board.js';
import { type CodenamesState, otherTeam } from './types.js';

/** The rulebook's rating of a one-team win: how many of the other team's agents got covered (0 best, 7 worst). */
export type OneTeamRating = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export function oneTeamRating(state: CodenamesState): OneTeamRating | null {
  const { phase } = state;
  if (state.options.variant !== 'one-team' || phase.kind !== 'over' || phase.winner === null) return null;
  const other = otherTeam(state.startingTeam);
  return (agentsOf(state, other) - agentsLeft(state, other)) as OneTeamRating;
}
