import { Routes } from 'discord.js';
import { LRUCache } from 'lru-cache';
import type { BotServices } from '../discord/bot-services.js';
import { loadSettings } from '../server/settings.js';
import type { NextReminder, ReminderNotice } from './reminder-store.js';
import { type Waiting, waitKeyOf } from './waiting.js';

const GAMES_REMEMBERED = 10_000;

/**
 * Turn reminders: when a game has waited on the same players for the server's set time, one
 * short message mentions them; it is deleted when the wait ends. A press costs nothing extra
 * while the same players are waited on (this process remembers whom each game waited on); only
 * a new wait schedules, and removes the last reminder. Posting the reminders that fall due is
 * `reminder-sweep.ts`.
 */
function createTurnReminders(context: BotServices) {
  const lastWait = new LRUCache<string, string>({ max: GAMES_REMEMBERED });

  async function deleteNotice(gameId: string, notice: ReminderNotice | null): Promise<void> {
    if (!notice) return;
    await context.client.rest
      .delete(Routes.channelMessage(notice.channelId, notice.messageId))
      .catch((error: unknown) => context.log.debug({ gameId, err: String(error) }, 'reminder already gone'));
  }

  /** The reminder for a new wait: when, by the server's settings, or none at all. */
  async function nextReminder(waiting: Waiting | null, waitKey: string): Promise<NextReminder> {
    if (!waiting) return 'ended';
    const settings = waiting.users.length > 0 ? await loadSettings(context.documents, waiting.guildId) : null;
    if (!settings?.reminders) return 'none';
    const delaySeconds = context.reminderDelaySeconds ?? settings.reminderMinutes * 60;
    return { dueAt: context.now() + delaySeconds * 1000, waitKey };
  }

  return {
    async removeNotice(gameId: string): Promise<void> {
      await deleteNotice(gameId, await context.reminders.takeNotice(gameId));
    },
    /** After every change of a game: a new wait (or none) replaces the reminder scheduled. */
    async changed(gameId: string, waiting: Waiting | null): Promise<void> {
      const key = waitKeyOf(waiting);
      if (lastWait.get(gameId) === key) return;
      lastWait.set(gameId, key);
      const next = await nextReminder(waiting, key);
      await deleteNotice(gameId, await context.reminders.rewait(gameId, next));
    },
  };
}

const perBot = new WeakMap<BotServices, ReturnType<typeof createTurnReminders>>();

/** The turn reminders of this bot (made once: they remember whom each game waited on). */
export function turnReminders(context: BotServices) {
  let reminders = perBot.get(context);
  if (!reminders) {
    reminders = createTurnReminders(context);
    perBot.set(context, reminders);
  }
  return reminders;
}
