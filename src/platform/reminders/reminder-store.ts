/** A reminder due: the game, and whom it was waiting on (once the wait changed, it is moot). */
export interface DueReminder {
  gameId: string;
  waitKey: string;
  /** When the claim's lease ends: unsettled by then, the reminder is due again. */
  claimedUntil: number;
}

/**
 * How long a claimed reminder is its claimer's alone: posting a batch takes seconds. A claimer
 * that dies before settling it leaves it to the next sweep after the lease.
 */
export const REMINDER_LEASE_MS = 60_000;

/** The reminder message a game has in its channel, deleted when the game moves on. */
export interface ReminderNotice {
  channelId: string;
  messageId: string;
}

/** What a game's reminder becomes once whom it waits on has changed. */
export type NextReminder =
  /** A reminder then, for whom it waits on now, unless its players muted the game's reminders. */
  | { dueAt: number; waitKey: string }
  /** No reminder for this wait (the server turned them off, or nobody is waited on). */
  | 'none'
  /** The game ended: nothing of it is kept, its players' mute included. */
  | 'ended';

/**
 * When to remind whom a game waits on. One schedule per game (a new one replaces it); each due
 * reminder is handed to exactly one caller, so any number of processes may sweep at once.
 */
export interface ReminderStore {
  /**
   * Whom the game waits on changed: its schedule becomes `next`, and the reminder message it
   * posted for the last wait (if any) is forgotten and returned for the caller to delete, all in
   * one step (one round trip, on a turn change that follows a press).
   */
  rewait(gameId: string, next: NextReminder): Promise<ReminderNotice | null>;
  /** Claims due reminders for REMINDER_LEASE_MS: each is handed to one claimer at a time. */
  claimDue(now: number, limit: number): Promise<DueReminder[]>;
  /** The claimed reminder was posted, or no longer applies: it leaves the schedule (unless a new wait replaced it). */
  settle(due: DueReminder): Promise<void>;
  rememberNotice(gameId: string, notice: ReminderNotice): Promise<void>;
  /** The game's reminder message, forgotten as it is returned (only one caller deletes it). */
  takeNotice(gameId: string): Promise<ReminderNotice | null>;
  /** No more reminders for this game (its players asked), until it ends. */
  mute(gameId: string): Promise<void>;
}
