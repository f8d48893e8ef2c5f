import { z } from 'zod';
import { languages } from '../../platform/i18n/languages.js';
import { MAX_PLAYERS } from './engine/index.js';

const snowflake = z.string().regex(/^\d{1,25}$/);

/** A member at the table and the character they play. */
export const seatSchema = z.object({
  userId: snowflake,
  /** How the board names them (their display name when they sat down). */
  name: z.string().max(32),
  character: z.string().max(20),
});
export type KeySeat = z.infer<typeof seatSchema>;

/** What a lobby and a mission share: where, who, which mission. */
export const tableFields = {
  guildId: snowflake,
  channelId: snowflake,
  /** Language of the public board text and picture. */
  language: z.enum(languages),
  openedBy: snowflake,
  seats: z.array(seatSchema).max(MAX_PLAYERS),
  missionId: z.string().max(40),
  /** The lobby message, which stays above the mission as its roster. */
  rosterMessageId: snowflake.nullable(),
  createdAt: z.number().int(),
};

export type TableFields = {
  [Key in keyof typeof tableFields]: z.infer<(typeof tableFields)[Key]>;
};

export const playersOf = (seats: readonly KeySeat[]): string[] => seats.map((seat) => seat.userId);

/** The seat a member sits in, or null. */
export function seatIndexOf(seats: readonly KeySeat[], userId: string): number | null {
  const index = seats.findIndex((seat) => seat.userId === userId);
  return index < 0 ? null : index;
}
