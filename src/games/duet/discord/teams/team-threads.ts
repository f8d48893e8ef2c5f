import { ChannelType, PermissionFlagsBits, type PermissionsBitField, Routes } from 'discord.js';
import type { BotContext } from '../../../../platform/discord/bot-context.js';
import { type Side, sides } from '../../engine/index.js';
import { tDuet } from '../../i18n/index.js';
import type { DuetSession } from '../../session.js';
import { type LoadedGame, updateSession } from '../duet-runtime.js';
import { mentionAll } from '../render-context.js';

const PRIVATE_THREAD_PERMISSIONS = {
  CreatePrivateThreads: PermissionFlagsBits.CreatePrivateThreads,
  SendMessagesInThreads: PermissionFlagsBits.SendMessagesInThreads,
  ManageThreads: PermissionFlagsBits.ManageThreads,
} as const;

export type ThreadSupport =
  | { ok: true }
  | { ok: false; reason: 'wrong-channel' }
  | { ok: false; reason: 'missing'; permissions: string[] };

/** Whether the bot can give each side a private thread in this channel, and if not, exactly why. */
export function privateThreadSupport(
  channelType: ChannelType | undefined,
  permissions: Readonly<PermissionsBitField>,
): ThreadSupport {
  if (channelType !== ChannelType.GuildText) return { ok: false, reason: 'wrong-channel' };
  const missing = Object.entries(PRIVATE_THREAD_PERMISSIONS)
    .filter(([, flag]) => !permissions.has(flag))
    .map(([name]) => name.replace(/([a-z])([A-Z])/g, '$1 $2'));
  return missing.length === 0 ? { ok: true } : { ok: false, reason: 'missing', permissions: missing };
}

/**
 * One private thread per side, named after it, with that side's members only. Runs after the
 * board is up (threads are a convenience: a failure is logged, the game goes on without them).
 */
export async function openSideThreads(context: BotContext, game: LoadedGame): Promise<void> {
  const session = game.state;
  const threads: Record<Side, string | null> = { A: null, B: null };
  try {
    for (const side of sides) {
      const thread = (await context.client.rest.post(Routes.threads(session.channelId), {
        body: {
          name: tDuet(session.language, 'thread.name', { letter: side }),
          type: ChannelType.PrivateThread,
          invitable: false,
          auto_archive_duration: 1440,
        },
      })) as { id: string };
      threads[side] = thread.id;
      for (const member of session.players[side]) await addToThread(context, thread.id, member);
      await context.client.rest.post(Routes.channelMessages(thread.id), {
        body: {
          content: tDuet(session.language, 'thread.welcome', {
            members: mentionAll(session.players[side]),
            letter: side,
          }),
          allowed_mentions: { parse: [] },
        },
      });
    }
  } catch (error) {
    context.log.warn({ gameId: game.gameId, err: String(error) }, 'could not open the side threads');
  }
  await updateSession(context, game.gameId, (current) => ({ ...current, threads }));
}

export function addToThread(context: BotContext, threadId: string, userId: string): Promise<unknown> {
  return context.client.rest.put(Routes.threadMembers(threadId, userId));
}

export function removeFromThread(context: BotContext, threadId: string, userId: string): Promise<unknown> {
  return context.client.rest.delete(Routes.threadMembers(threadId, userId));
}

/** The game is over: the side threads are archived and locked (they stay readable). */
export async function closeSideThreads(context: BotContext, session: DuetSession): Promise<void> {
  for (const threadId of [session.threads.A, session.threads.B]) {
    if (!threadId) continue;
    await context.client.rest
      .patch(Routes.channel(threadId), { body: { archived: true, locked: true } })
      .catch((error: unknown) =>
        context.log.warn({ threadId, err: String(error) }, 'could not archive a thread'),
      );
  }
}
