import type { BoardChange, BoardId } from './boards.js';

/** One player's line on a board. */
export interface BoardLine {
  member: string;
  score: number;
}

/**
 * The boards of every server: one sorted set per server and board (member = user id), so every
 * board of one server sits in one Redis Cluster slot.
 */
export interface LeaderboardStore {
  /** Applies a finished game's changes at once (call it once per game). */
  apply(guildId: string, changes: readonly BoardChange[]): Promise<void>;
  /** A board's best `limit` lines, highest score first (ties: the higher user id first). */
  top(guildId: string, board: BoardId, limit: number): Promise<BoardLine[]>;
  /** Each member's score on a board, null where the member has no line. */
  scores(guildId: string, board: BoardId, members: readonly string[]): Promise<(number | null)[]>;
  /** The boards the server has, in no particular order. */
  boards(guildId: string): Promise<BoardId[]>;
  /** Takes a player off every board of the server, as if they had never played there. */
  forget(guildId: string, userId: string): Promise<void>;
}

/** The key of a `once` change: a board, a player and a tag (a mission) count once together. */
export const onceKey = (boardName: string, member: string, tag: string) => `${boardName}|${member}|${tag}`;

/** Highest score first; equal scores by member, higher first (as Redis orders a reversed range). */
export function byRank(a: BoardLine, b: BoardLine): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.member < b.member ? 1 : a.member > b.member ? -1 : 0;
}

/**
 * A server or user id, checked: digits only, so as a key's hash tag it can neither leave the tag
 * nor match more than itself in a pattern.
 */
export function snowflake(id: string): string {
  if (!/^\d{1,25}$/.test(id)) throw new RangeError(`not a Discord id: ${JSON.stringify(id)}`);
  return id;
}
