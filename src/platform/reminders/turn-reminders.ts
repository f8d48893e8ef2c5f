import { ButtonStyle, ComponentType, Routes } from 'discord.js';
import { LRUCache } from 'lru-cache';
import type { BotContext } from '../discord/bot-context.js';
import { encodeCustomId } from '../discord/custom-id.js';
import type { AnyGameModule } from '../discord/game-module.js';
import { gameRuntime } from '../discord/game-runtime.js';
import type { Language } from '../i18n/languages.js';
import { SERVER_PREFIX } from '../server/custom-ids.js';
import { tServer } from '../server/i18n/index.js';
import { loadSettings } from '../server/settings.js';
import type { NextReminder, ReminderNotice } from './reminder-store.js';

/** Whom a game waits on now, in which server, and the language its table speaks. */
export interface Waiting {
  guildId: string;
  language: Language;
  users: string[];
}

const GAMES_REMEMBERED = 10_000;
const SWEEP_BATCH = 50;

export const waitKeyOf = (waiting: Waiting | null) => (waiting ? [...waiting.users].sort().join(',') : '');

/**
 * Turn reminders: when a game has waited on the same players for the server's set time, one
 * short message mentions them; it is deleted when the wait ends. A press costs nothing extra
 * while the same players are waited on (this process remembers whom each game waited on); only
 * a new wait schedules, and removes the last reminder.
 */
function createTurnReminders(context: BotContext) {
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

    /** Posts the reminders due whose game still waits on the same players. */
    async sweep(): Promise<void> {
      const due = await context.reminders.claimDue(context.now(), SWEEP_BATCH);
      for (const reminder of due) {
        const stored = await context.store.get(reminder.gameId);
        const module = stored ? context.games.get(stored.game) : undefined;
        // A reminder not posted (Discord failed) stays claimed: it comes back when its lease ends.
        if (!module || (await remind(context, module, reminder.gameId, reminder.waitKey)) !== 'not-posted')
          await context.reminders.settle(reminder);
      }
    },
  };
}

const perBot = new WeakMap<BotContext, ReturnType<typeof createTurnReminders>>();

/** The turn reminders of this bot (made once: they remember whom each game waited on). */
export function turnReminders(context: BotContext) {
  let reminders = perBot.get(context);
  if (!reminders) {
    reminders = createTurnReminders(context);
    perBot.set(context, reminders);
  }
  return reminders;
}

/** The reminder's one button: its game's players turn the game's reminders off. */
function muteRow(gameId: string, language: Language) {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        label: tServer(language, 'reminder.mute'),
        emoji: { name: '🔕' },
        custom_id: encodeCustomId({ game: SERVER_PREFIX, gameId, version: 0, action: 'mute' }),
      },
    ],
  };
}

/** Posts the reminder when the game still waits on the same players; `moot` when it no longer applies. */
async function remind(
  context: BotContext,
  module: AnyGameModule,
  gameId: string,
  waitKey: string,
): Promise<'posted' | 'moot' | 'not-posted'> {
  const game = await gameRuntime(module, context).sessions.load(gameId);
  if (!game || module.rules.result(game.state) !== null) return 'moot';
  const waiting = module.waitingOn?.(game.state) ?? null;
  if (!waiting || waiting.users.length === 0 || waitKeyOf(waiting) !== waitKey) return 'moot';
  const channelId = module.table.channelOf(game.state);
  const content = tServer(waiting.language, 'reminder.waiting', {
    players: waiting.users.map((user) => `<@${user}>`).join(' '),
    game: module.name(waiting.language),
  });
  const posted = (await context.client.rest
    .post(Routes.channelMessages(channelId), {
      body: {
        content,
        allowed_mentions: { users: waiting.users },
        components: [muteRow(gameId, waiting.language)],
      },
    })
    .catch((error: unknown) => {
      context.log.warn({ gameId, err: String(error) }, 'reminder not posted');
      return null;
    })) as { id?: string } | null;
  if (!posted?.id) return 'not-posted';
  await context.reminders.rememberNotice(gameId, { channelId, messageId: posted.id });
  return 'posted';
}
