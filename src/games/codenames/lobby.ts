import { otherTeam, type Team, type Variant } from './engine/index.js';
import type { Roster, RosterTeam } from './table.js';

/** Why a lobby refused a press, as a message key of the game. */
export type LobbyRefusal =
  | 'lobby.notSeated'
  | 'lobby.alreadySeated'
  | 'lobby.oneTeamOnly'
  | 'lobby.spymasterStays'
  | 'lobby.lastOperative';

export type LobbyChange = { ok: true; roster: Roster } | { ok: false; refusal: LobbyRefusal };

function without(team: RosterTeam, userId: string): RosterTeam {
  return {
    spymaster: team.spymaster === userId ? null : team.spymaster,
    operatives: team.operatives.filter((id) => id !== userId),
  };
}

function withoutUser(roster: Roster, userId: string): Roster {
  return { red: without(roster.red, userId), blue: without(roster.blue, userId) };
}

export function teamOfUser(roster: Roster, userId: string): Team | null {
  const on = (team: Team) => roster[team].spymaster === userId || roster[team].operatives.includes(userId);
  return on('red') ? 'red' : on('blue') ? 'blue' : null;
}

/** Joining a team makes an operative of it (leaving any seat held before). */
export function joinTeam(roster: Roster, userId: string, team: Team): Roster {
  const rest = withoutUser(roster, userId);
  return { ...rest, [team]: { ...rest[team], operatives: [...rest[team].operatives, userId] } };
}

/**
 * Spymaster: an operative becomes their team's spymaster (the one before goes back to guessing).
 * Pressed again by a spymaster whose other team has none, it makes them the spymaster of both
 * (the 3-player game); pressed by the spymaster of both, it gives the other team's seat back.
 */
export function toggleSpymaster(roster: Roster, userId: string): LobbyChange {
  const team = teamOfUser(roster, userId);
  if (!team) return { ok: false, refusal: 'lobby.notSeated' };
  const other = otherTeam(team);
  const own = roster[team];
  if (own.spymaster !== userId) {
    const operatives = own.operatives.filter((id) => id !== userId);
    const demoted = own.spymaster ? [...operatives, own.spymaster] : operatives;
    return { ok: true, roster: { ...roster, [team]: { spymaster: userId, operatives: demoted } } };
  }
  if (roster[other].spymaster === userId) {
    return { ok: true, roster: { ...roster, [other]: { ...roster[other], spymaster: null } } };
  }
  if (roster[other].spymaster === null) {
    return { ok: true, roster: { ...roster, [other]: { ...roster[other], spymaster: userId } } };
  }
  return { ok: true, roster };
}

export function leaveTable(roster: Roster, userId: string): LobbyChange {
  return teamOfUser(roster, userId)
    ? { ok: true, roster: withoutUser(roster, userId) }
    : { ok: false, refusal: 'lobby.notSeated' };
}

/**
 * A running game takes newcomers as operatives of either team (of the playing team, in a one-team
 * game); nobody already seated changes team in the middle of a game.
 */
export function joinRunningGame(roster: Roster, userId: string, team: Team, variant: Variant): LobbyChange {
  if (teamOfUser(roster, userId)) return { ok: false, refusal: 'lobby.alreadySeated' };
  if (variant === 'one-team' && roster[team].spymaster === null)
    return { ok: false, refusal: 'lobby.oneTeamOnly' };
  return { ok: true, roster: joinTeam(roster, userId, team) };
}

/** An operative may leave a running game while their team keeps one; a spymaster holds the key to the end. */
export function leaveRunningGame(roster: Roster, userId: string): LobbyChange {
  const team = teamOfUser(roster, userId);
  if (!team) return { ok: false, refusal: 'lobby.notSeated' };
  if (roster.red.spymaster === userId || roster.blue.spymaster === userId) {
    return { ok: false, refusal: 'lobby.spymasterStays' };
  }
  if (roster[team].operatives.length === 1) return { ok: false, refusal: 'lobby.lastOperative' };
  return { ok: true, roster: withoutUser(roster, userId) };
}

export const emptyRoster = (): Roster => ({
  red: { spymaster: null, operatives: [] },
  blue: { spymaster: null, operatives: [] },
});
