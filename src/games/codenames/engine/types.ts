import type { WordCard } from '../../words/word-card.js';

export type { WordCard };

export type Team = 'red' | 'blue';

export const teams: readonly Team[] = ['red', 'blue'];

export function otherTeam(team: Team): Team {
  return team === 'red' ? 'blue' : 'red';
}

export type Role = 'spymaster' | 'operative';

/** A seat at the table: a team's spymaster or its operatives (one seat however many they are). */
export type Seat = `${Team}-${Role}`;

export function seatOf(team: Team, role: Role): Seat {
  return `${team}-${role}`;
}

export function teamOfSeat(seat: Seat): Team {
  return seat.startsWith('red') ? 'red' : 'blue';
}

export function roleOfSeat(seat: Seat): Role {
  return seat.endsWith('spymaster') ? 'spymaster' : 'operative';
}

/** What the key card says a word is. */
export type Identity = Team | 'bystander' | 'assassin';

/**
 * - `teams`: the basic game, two teams of at least two (a spymaster and operatives each).
 * - `one-team`: the 2- and 3-player game: one team plays every turn; the other team's agents are
 *   a timer (its spymaster covers one of them after each turn) and covering them all loses.
 * - `shared-spymaster`: the other 3-player game: one operative per team, one spymaster for both.
 */
export type Variant = 'teams' | 'one-team' | 'shared-spymaster';

export interface CodenamesOptions {
  variant: Variant;
}

export interface Clue {
  team: Team;
  word: string;
  number: number;
  turn: number;
  /** Flagged as invalid by the other team's spymaster: the turn ended there. */
  flagged: boolean;
}

export type EndReason =
  /** The winner's agents are all covered (possibly by the other team's guess). */
  | 'agents'
  | 'assassin'
  /** One team: every agent of the other team got covered first. */
  | 'out-of-time'
  | 'resigned'
  | 'expired';

export type TurnEnd = 'stopped' | 'bystander' | 'other-agent' | 'no-guesses-left' | 'flagged' | 'time-up';

export type Phase =
  | { kind: 'awaiting-clue'; team: Team }
  | { kind: 'guessing'; team: Team; guesses: number; maxGuesses: number }
  /** One team: its spymaster covers one of the other team's agents (that team's turn). */
  | { kind: 'timer-cover'; team: Team }
  /** An invalid clue was flagged: the flagging team's spymaster may first cover one of their words. */
  | { kind: 'penalty-cover'; team: Team }
  /** `winner` null: nobody won (one team lost, or the game expired). */
  | { kind: 'over'; winner: Team | null; reason: EndReason };

export type CodenamesMove =
  | { type: 'giveClue'; word: string; number: number }
  | { type: 'guess'; cell: number }
  | { type: 'endTurn' }
  | { type: 'flagInvalidClue' }
  /** A spymaster covers a word of their own choice: the timer's agent, or the penalty's own agent. */
  | { type: 'cover'; cell: number }
  | { type: 'skipCover' }
  | { type: 'timeUp'; turn: number }
  | { type: 'resign' };

export type CodenamesEvent =
  | { type: 'clue'; team: Team; word: string; number: number }
  | { type: 'guess'; team: Team; cell: number; identity: Identity }
  | { type: 'turn-ended'; team: Team; why: TurnEnd }
  | { type: 'covered'; team: Team; cell: number; why: 'timer' | 'penalty' }
  | { type: 'cover-skipped'; team: Team }
  | { type: 'over'; winner: Team | null; reason: EndReason };

export interface CodenamesState {
  schema: 1;
  seed: string;
  options: CodenamesOptions;
  /** The team with 9 agents, which gives the first clue (in one-team games, the team that plays). */
  startingTeam: Team;
  words: WordCard[];
  key: Identity[];
  /** True once a word is covered by the card of its identity. */
  covered: boolean[];
  clues: Clue[];
  phase: Phase;
  moves: { seat: Seat; move: CodenamesMove }[];
  events: CodenamesEvent[];
}

export const BOARD_SIZE = 25;
export const BOARD_COLUMNS = 5;
export const STARTING_TEAM_AGENTS = 9;
export const OTHER_TEAM_AGENTS = 8;
export const BYSTANDERS = 7;
/** The rulebook's numbers: "how many words relate", allowing that many guesses plus one. */
export const MAX_CLUE_NUMBER = 9;
