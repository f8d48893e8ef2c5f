import {
  ChannelType,
  DiscordAPIError,
  PermissionFlagsBits,
  type PermissionsBitField,
  RESTJSONErrorCodes,
  Routes,
} from 'discord.js';
import type { BotServices } from '../../../../platform/discord/bot-services.js';
import { type DuetRuntime, type DuetSession, duetGames, type LoadedGame } from '../../document.js';
import { sides } from '../../engine/index.js';
import { tDuet } from '../../i18n/index.js';
import { mentionAll } from '../render-context.js';
import { nextTableNumber } from '../table-number.js';

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

export type SideThreads = DuetSession['threads'];

/**
 * One private thread per side, named after the table's number and the side, with that side's
 * members only. Runs after the board is up (threads are a convenience: a failure is logged, the
 * game goes on without them). Returns the game with its threads.
 */
export async function openSideThreads(runtime: DuetRuntime, game: LoadedGame): Promise<LoadedGame | null> {
  const { context } = runtime;
  const session = game.state;
  const number = session.number ?? (await nextTableNumber(context, session));
  const threads: SideThreads = { A: null, B: null };
  try {
    for (const side of sides) {
      const thread = (await context.client.rest.post(Routes.threads(session.channelId), {
        body: {
          name: tDuet(session.language, 'thread.name', { number, letter: side }),
          type: ChannelType.PrivateThread,
          invitable: false,
          auto_archive_duration: 1440,
        },
      })) as { id: string };
      threads[side] = thread.id;
      for (const member of session.players[side]) await addToThread(context, thread.id, member);
      await postInThread(
        context,
        thread.id,
        tDuet(session.language, 'thread.welcome', {
          members: mentionAll(session.players[side]),
          letter: side,
        }),
      );
    }
  } catch (error) {
    context.log.warn({ gameId: game.gameId, err: String(error) }, 'could not open the side threads');
  }
  return duetGames.updateGame(runtime, game.gameId, (current) => ({ ...current, threads, number }));
}

function postInThread(context: BotServices, threadId: string, content: string): Promise<unknown> {
  return context.client.rest.post(Routes.channelMessages(threadId), {
    body: { content, allowed_mentions: { parse: [] } },
  });
}

/**
 * Discord adds nobody to an archived thread, and a side's thread archives itself after a day
 * without messages: a late joiner's thread is reopened first (the game's threads are never locked).
 */
export async function addToThread(context: BotServices, threadId: string, userId: string): Promise<void> {
  try {
    await context.client.rest.put(Routes.threadMembers(threadId, userId));
  } catch (error) {
    if (
      !(error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.InvalidActionOnArchivedThread)
    )
      throw error;
    await context.client.rest.patch(Routes.channel(threadId), { body: { archived: false } });
    await context.client.rest.put(Routes.threadMembers(threadId, userId));
  }
}

export function removeFromThread(context: BotServices, threadId: string, userId: string): Promise<unknown> {
  return context.client.rest.delete(Routes.threadMembers(threadId, userId));
}

/**
 * The game is over: its side threads are archived, not locked. They leave the channel's list, yet
 * a member's message reopens one, so a side can still talk the game over (the end reveals both
 * key cards: nothing is left to keep secret). The table's next game locks them for good.
 */
export async function archiveSideThreads(context: BotServices, session: DuetSession): Promise<void> {
  for (const threadId of [session.threads.A, session.threads.B]) {
    if (threadId) await closeThread(context, threadId, false);
  }
}

/**
 * A rematch opened new threads: each old one says where its side plays now, then is archived
 * and locked, so nobody talks on in the wrong one.
 */
export async function closePreviousThreads(
  context: BotServices,
  previous: SideThreads,
  next: DuetSession,
): Promise<void> {
  for (const side of sides) {
    const threadId = previous[side];
    if (!threadId) continue;
    const successor = next.threads[side];
    // The message reopens the thread the game's end archived; the lock below closes it again.
    if (successor) {
      await postInThread(
        context,
        threadId,
        tDuet(next.language, 'thread.movedOn', { letter: side, thread: `<#${successor}>` }),
      ).catch((error: unknown) =>
        context.log.warn({ threadId, err: String(error) }, 'could not point to the new thread'),
      );
    }
    await closeThread(context, threadId, true);
  }
}

async function closeThread(context: BotServices, threadId: string, lock: boolean): Promise<void> {
  try {
    await context.client.rest.patch(Routes.channel(threadId), {
      body: lock ? { archived: true, locked: true } : { archived: true },
    });
  } catch (error) {
    // Locking takes Manage Threads, which the bot may have lost since it opened the thread.
    const mayNotLock =
      error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.MissingPermissions;
    if (lock && mayNotLock) return closeThread(context, threadId, false);
    context.log.warn({ threadId, err: String(error) }, 'could not archive a thread');
  }
}
