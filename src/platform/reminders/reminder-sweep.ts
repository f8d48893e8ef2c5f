import { ButtonStyle, ComponentType, Routes } from 'discord.js';
import type { BotContext } from '../discord/bot-context.js';
import { encodeCustomId } from '../discord/custom-id.js';
import type { AnyGameModule } from '../discord/game-module.js';
import { gameRuntime } from '../discord/game-runtime.js';
import type { Language } from '../i18n/languages.js';
import { SERVER_PREFIX } from '../server/custom-ids.js';
import { tServer } from '../server/i18n/index.js';
import { waitKeyOf } from './waiting.js';

const SWEEP_BATCH = 50;

/** Posts the reminders due whose game still waits on the same players. */
export async function sweepReminders(context: BotContext): Promise<void> {
  const due = await context.reminders.claimDue(context.now(), SWEEP_BATCH);
  for (const reminder of due) {
    const stored = await context.store.get(reminder.gameId);
    const module = stored ? context.games.get(stored.game) : undefined;
    // A reminder not posted (Discord failed) stays claimed: it comes back when its lease ends.
    if (!module || (await remind(context, module, reminder.gameId, reminder.waitKey)) !== 'not-posted')
      await context.reminders.settle(reminder);
  }
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
  const game = await gameRuntime(module, context).load(gameId);
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
