import { z } from 'zod';
import { languages } from '../../platform/i18n/languages.js';

const snowflake = z.string().regex(/^\d{1,25}$/);

export const MIN_SEATS = 2;
export const MAX_SEATS = 6;
/** Seconds everyone has to choose this round's card; then a random card is played for them. */
export const ROUND_SECONDS = 90;
/** Seconds a player has to place their duck or steer its move; then the sensible default is taken. */
export const STEP_SECONDS = 45;
/** Rounds missed in a row after which a computer races that player's ducks. */
export const AFK_ROUNDS = 3;

/** A seat at the table: a member, or a computer duck filling an empty seat. */
export const seatSchema = z.discriminatedUnion('kind', [
  /** `name`: how the picture labels their duck (their display name when they sat down). */
  z.object({ kind: z.literal('player'), userId: snowflake, name: z.string().max(32) }),
  z.object({ kind: z.literal('computer') }),
]);
export type TableSeat = z.infer<typeof seatSchema>;

/** What a lobby and a race share: where, who, on which board, with which rules. */
export const tableFields = {
  guildId: snowflake,
  channelId: snowflake,
  /** Language of the public board text and picture. */
  language: z.enum(languages),
  openedBy: snowflake,
  seats: z.array(seatSchema).max(MAX_SEATS),
  /** A named board set-up; null: drawn at the start. */
  setupId: z.string().max(40).nullable(),
  /** The bird dog and the action tokens. */
  advanced: z.boolean(),
  /** The lobby message, which stays above the race as its roster. */
  rosterMessageId: snowflake.nullable(),
  createdAt: z.number().int(),
};

export type TableFields = {
  [Key in keyof typeof tableFields]: z.infer<(typeof tableFields)[Key]>;
};

export const playersOf = (seats: readonly TableSeat[]): string[] =>
  seats.flatMap((seat) => (seat.kind === 'player' ? [seat.userId] : []));

/** The seat a member sits in, or null. */
export function seatIndexOf(seats: readonly TableSeat[], userId: string): number | null {
  const index = seats.findIndex((seat) => seat.kind === 'player' && seat.userId === userId);
  return index < 0 ? null : index;
}
