import type { z } from 'zod';

/** A move the rules refuse, as a code the game's text translates (plus the words it names). */
export interface RuleRefusal {
  code: string;
  variables?: Record<string, string | number>;
}

export type MoveResult<State> = { ok: true; state: State } | { ok: false; refusal: RuleRefusal };

/** Who made a move and when: the rules stay free of clocks and Discord. */
export interface MoveContext {
  userId: string;
  now: number;
}

/** How a game ended: the seats that won (none when everybody lost or the game expired) and why. */
export interface GameResult<Seat extends string = string> {
  winners: Seat[];
  reason: string;
}

/**
 * The rules of one game as the platform sees them, after boardgame.io's game object: pure
 * functions of a plain JSON state, no I/O, no Discord types, no clock. Everything the platform
 * does for every game (load, authorise, refuse stale presses, apply, compare-and-set, expire)
 * goes through this contract; nothing else about a game is known outside its folder.
 */
export interface GameRules<
  State,
  Move,
  Seat extends string,
  PublicView = unknown,
  SeatView = unknown,
  Setup = never,
> {
  /**
   * The stored state, validated on every read: a record that does not parse is treated as none.
   * With `toStored`, it reads that compact form back into the state (e.g. by replaying moves).
   */
  schema: z.ZodType<State>;
  /** The state as written to the store, when the game keeps it smaller than it plays it. */
  toStored?(state: State): unknown;
  /** A new game from what its table chose; `seed` (secret, never the public game id) makes every random draw replayable. */
  setup(input: Setup, context: { seed: string; now: number }): State;
  /**
   * The number every button of the public message carries: it changes with each accepted move and
   * only then, so bookkeeping writes never turn a button stale.
   */
  version(state: State): number;
  /** Where a user sits, or null for spectators and strangers (checked before anything else). */
  seatOf(state: State, userId: string): Seat | null;
  /** The seats the game waits on now. */
  activeSeats(state: State): Seat[];
  /** One move by one seat: a new state, or a typed refusal that changes nothing. */
  play(state: State, seat: Seat, move: Move, context: MoveContext): MoveResult<State>;
  /** What each viewer may see; secrets are stripped here, before anything leaves the rules. */
  views: {
    public(state: State): PublicView;
    seat(state: State, seat: Seat): SeatView;
  };
  /** The outcome once the game is over; null while it runs. An ended game frees its channel. */
  result(state: State): GameResult<Seat> | null;
  /**
   * The state once its deadline passed with nobody acting: the game expires after sitting idle,
   * or a timed turn runs out (a sand timer). Null when nothing is left to change.
   */
  onDeadline(state: State, now: number): State | null;
  /**
   * The game ended from outside by a server's moderator: over at once, nobody wins (a lobby
   * closes). Null when it is already over.
   */
  stop(state: State): State | null;
  /**
   * Seconds from `now` to this state's deadline; defaults to the server-wide idle time. A timed
   * turn returns what is left of it.
   */
  deadlineSeconds?(state: State, standard: number, now: number): number;
}
