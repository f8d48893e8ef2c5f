/** A reminder due: the game, and whom it was waiting on (once the wait changed, it is moot). */
export interface DueReminder {
  gameId: string;
  waitKey: string;
}

/** The reminder message a game has in its channel, deleted when the game moves on. */
export interface ReminderNotice {
  channelId: string;
  messageId: string;
}

/**
 * When to remind whom a game waits on. One schedule per game (a new one replaces it); each due
 * reminder is handed to exactly one caller, so any number of processes may sweep at once.
 */
export interface ReminderStore {
  schedule(gameId: string, dueAt: number, waitKey: string): Promise<void>;
  cancel(gameId: string): Promise<void>;
  claimDue(now: number, limit: number): Promise<DueReminder[]>;
  rememberNotice(gameId: string, notice: ReminderNotice): Promise<void>;
  /** The game's reminder message, forgotten as it is returned (only one caller deletes it). */
  takeNotice(gameId: string): Promise<ReminderNotice | null>;
  /** No more reminders for this game (its players asked); `cancel` with `forget` clears it at the end. */
  mute(gameId: string): Promise<void>;
  isMuted(gameId: string): Promise<boolean>;
  /** The game ended: nothing of it is kept. */
  forget(gameId: string): Promise<void>;
}
