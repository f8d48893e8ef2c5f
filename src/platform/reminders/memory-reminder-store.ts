import type { DueReminder, ReminderNotice, ReminderStore } from './reminder-store.js';

/** Reminders of a bot that keeps its games in its own memory. */
export class MemoryReminderStore implements ReminderStore {
  private readonly scheduled = new Map<string, { dueAt: number; waitKey: string }>();
  private readonly notices = new Map<string, ReminderNotice>();
  private readonly muted = new Set<string>();

  async schedule(gameId: string, dueAt: number, waitKey: string): Promise<void> {
    this.scheduled.set(gameId, { dueAt, waitKey });
  }

  async cancel(gameId: string): Promise<void> {
    this.scheduled.delete(gameId);
  }

  async claimDue(now: number, limit: number): Promise<DueReminder[]> {
    const due = [...this.scheduled]
      .filter(([, entry]) => entry.dueAt <= now)
      .sort((a, b) => a[1].dueAt - b[1].dueAt)
      .slice(0, limit);
    for (const [gameId] of due) this.scheduled.delete(gameId);
    return due.map(([gameId, entry]) => ({ gameId, waitKey: entry.waitKey }));
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

  async isMuted(gameId: string): Promise<boolean> {
    return this.muted.has(gameId);
  }

  async forget(gameId: string): Promise<void> {
    this.muted.delete(gameId);
    this.scheduled.delete(gameId);
  }
}
