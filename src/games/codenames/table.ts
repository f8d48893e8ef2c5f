import { z } from 'zod';
import { languages } from '../../platform/i18n/languages.js';
import { type Seat, seatOf, type Team, type Variant } from './engine/index.js';

const snowflake = z.string().regex(/^\d{1,25}$/);

/** The shortest and longest sand timer a lobby may set for the operatives' guesses. */
export const SAND_TIMER_SECONDS = { min: 60, max: 300 } as const;

/** How the table plays, chosen in the lobby. */
export const tableOptionsSchema = z.object({
  /** Seconds the operatives have for their guesses; null: no sand timer. */
  sandTimerSeconds: z.number().int().min(SAND_TIMER_SECONDS.min).max(SAND_TIMER_SECONDS.max).nullable(),
  /** A guess by a team of 3+ operatives needs a second member to confirm it. */
  consensus: z.boolean(),
});

export type TableOptions = z.infer<typeof tableOptionsSchema>;

/** A team at the table: its spymaster (picked in the lobby, changeable until the start) and its operatives. */
const rosterTeamSchema = z.object({
  spymaster: snowflake.nullable(),
  operatives: z.array(snowflake),
});

export type RosterTeam = z.infer<typeof rosterTeamSchema>;
export type Roster = Record<Team, RosterTeam>;

export const rosterSchema = z.object({ red: rosterTeamSchema, blue: rosterTeamSchema });

/** What a lobby and a game share: where they are, who sits where, and how they play. */
export const tableFields = {
  roster: rosterSchema,
  /** Language of the words and of the public board text. */
  language: z.enum(languages),
  guildId: snowflake,
  channelId: snowflake,
  /** The custom word list, kept for rematches; null when drawn from the built-in list. */
  customWords: z.array(z.string()).nullable(),
  tableOptions: tableOptionsSchema,
  openedBy: snowflake,
  /** The lobby message, which stays as the roster while the game runs. */
  rosterMessageId: snowflake.nullable(),
  createdAt: z.number().int(),
};

export type TableFields = {
  [Key in keyof typeof tableFields]: z.infer<(typeof tableFields)[Key]>;
};

/** Everyone at the table, spymasters first. */
export function membersOf(roster: Roster): string[] {
  const all = [roster.red, roster.blue].flatMap((team) => [
    ...(team.spymaster ? [team.spymaster] : []),
    ...team.operatives,
  ]);
  return [...new Set(all)];
}

/**
 * The variant a roster plays, or why it cannot start:
 * - both teams with a spymaster and an operative: the basic game;
 * - one spymaster for both teams and one operative on each: the shared-spymaster 3-player game;
 * - one team only, a spymaster and one or more operatives: the one-team game (2 and 3 players).
 */
export function variantOf(roster: Roster): Variant | 'no-spymaster' | 'too-few' {
  const { red, blue } = roster;
  const seated = (team: RosterTeam) => team.spymaster !== null || team.operatives.length > 0;
  const playing = [red, blue].filter(seated);
  if (playing.some((team) => team.spymaster === null)) return 'no-spymaster';
  if (playing.length === 2) {
    if (red.operatives.length === 0 || blue.operatives.length === 0) return 'too-few';
    return red.spymaster === blue.spymaster ? 'shared-spymaster' : 'teams';
  }
  return playing.length === 1 && (playing[0]?.operatives.length ?? 0) > 0 ? 'one-team' : 'too-few';
}

/**
 * Where a user sits now. The spymaster of both teams acts for the team whose turn it is; a user
 * on no team is a spectator (null).
 */
export function seatOfUser(roster: Roster, userId: string, teamToAct: Team | null): Seat | null {
  const teamsOf = (['red', 'blue'] as const).filter((team) => roster[team].spymaster === userId);
  if (teamsOf.length > 0) {
    const team = teamToAct && teamsOf.includes(teamToAct) ? teamToAct : (teamsOf[0] as Team);
    return seatOf(team, 'spymaster');
  }
  const operativeOf = (['red', 'blue'] as const).find((team) => roster[team].operatives.includes(userId));
  return operativeOf ? seatOf(operativeOf, 'operative') : null;
}
