import {
  type DueReminder,
  type NextReminder,
  REMINDER_LEASE_MS,
  type ReminderNotice,
  type ReminderStore,
} from './reminder-store.js';

/** Reminders of a bot that keeps its games in its own memory. */
export class MemoryReminderStore implements ReminderStore {
  private readonly scheduled = new Map<string, { dueAt: number; waitKey: string }>();
  private readonly notices = new Map<string, ReminderNotice>();
  private readonly muted = new Set<string>();

  async rewait(gameId: string, next: NextReminder): Promise<ReminderNotice | null> {
    const notice = await this.takeNotice(gameId);
    if (next === 'ended') this.muted.delete(gameId);
    if (typeof next === 'object' && !this.muted.has(gameId)) this.scheduled.set(gameId, { ...next });
    else this.scheduled.delete(gameId);
    return notice;
  }

  async claimDue(now: number, limit: number): Promise<DueReminder[]> {
    const due = [...this.scheduled]
      .filter(([, entry]) => entry.dueAt <= now)
      .sort((a, b) => a[1].dueAt - b[1].dueAt)
      .slice(0, limit);
    const claimedUntil = now + REMINDER_LEASE_MS;
    for (const [, entry] of due) entry.dueAt = claimedUntil;
    return due.map(([gameId, entry]) => ({ gameId, waitKey: entry.waitKey, claimedUntil }));
  }

  async settle(due: DueReminder): Promise<void> {
    if (this.scheduled.get(due.gameId)?.dueAt === due.claimedUntil) this.scheduled.delete(due.gameId);
  }

  async rememberNotice(gameId: string, notice: ReminderNotice): Promise<void> {
    this.notices.set(gameId, notice);
  }

  async takeNotice(gameId: string): Promise<ReminderNotice | null> {
    const notice = this.notices.get(gameId) ?? null;
    this.notices.delete(gameId);
    return notice;
  }

  async mute(gameId: string): Promise<void> {
    this.muted.add(gameId);
    this.scheduled.delete(gameId);
  }
}
