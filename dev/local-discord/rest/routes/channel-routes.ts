import { ChannelType, MessageFlags, PermissionFlagsBits } from 'discord.js';
import { isJsonObject } from '../../model/component-tree.js';
import { DiscordError, discordErrors, invalidFormBody } from '../../model/discord-error.js';
import type { ChannelPatch } from '../../model/model.js';
import { toApiChannel, toApiThreadMember, toApiThreadWithMembership } from '../../model/serialize.js';
import type { JsonObject, LocalChannel } from '../../model/types.js';
import { noContent, ok, type RouteRequest, type Router } from '../router.js';
import type { RouteDeps } from './route-deps.js';

const MAX_THREAD_NAME_LENGTH = 100;

/** Channels and threads: get, edit (archive), start threads, thread members. */
export function addChannelRoutes(router: Router, { model }: RouteDeps): void {
  const channelJson = (channel: LocalChannel) => toApiChannel(channel, model.botUser.id);
  const visibleChannel = (request: RouteRequest) => {
    const channelId = request.param('channelId');
    model.requireBotPermissions(channelId, PermissionFlagsBits.ViewChannel);
    return model.channel(channelId);
  };

  router.add('GET', '/channels/:channelId', (request) => ok(channelJson(visibleChannel(request))));

  router.add('PATCH', '/channels/:channelId', (request) => {
    const channel = visibleChannel(request);
    const patch = readChannelPatch(request.body);
    const { thread } = channel;
    if (thread?.archived && patch.archived !== false) throw discordErrors.threadArchived();
    // A thread's creator may rename and archive it; locking, unlocking and reopening a locked
    // thread take Manage Threads ("only users with MANAGE_THREADS can unarchive it").
    const changesLock = patch.locked !== undefined && patch.locked !== thread?.locked;
    const reopensLocked = thread?.locked === true && patch.archived === false;
    const creatorMay = thread?.ownerId === model.botUser.id && !changesLock && !reopensLocked;
    if (!creatorMay) {
      const manage = thread ? PermissionFlagsBits.ManageThreads : PermissionFlagsBits.ManageChannels;
      model.requireBotPermissions(channel.id, manage);
    }
    return ok(channelJson(model.updateChannel(channel.id, patch)));
  });

  router.add('POST', '/channels/:channelId/threads', (request) => {
    const parent = visibleChannel(request);
    const body = isJsonObject(request.body) ? request.body : {};
    const type = body.type;
    if (type !== ChannelType.PublicThread && type !== ChannelType.PrivateThread) {
      throw invalidFormBody(['type'], 'BASE_TYPE_CHOICES', 'Value must be one of {11, 12}.');
    }
    const create =
      type === ChannelType.PrivateThread
        ? PermissionFlagsBits.CreatePrivateThreads
        : PermissionFlagsBits.CreatePublicThreads;
    model.requireBotPermissions(parent.id, create);
    const thread = model.createThread(parent.id, { ...threadOptions(body), type, ownerId: model.botUser.id });
    return ok(toApiThreadWithMembership(thread, model.botUser.id), 201);
  });

  router.add('POST', '/channels/:channelId/messages/:messageId/threads', (request) => {
    const parent = visibleChannel(request);
    model.requireBotPermissions(parent.id, PermissionFlagsBits.CreatePublicThreads);
    const message = model.publicMessage(parent.id, request.param('messageId'));
    if (message.api.thread) {
      throw new DiscordError(400, 160004, 'A thread has already been created for this message');
    }
    const body = isJsonObject(request.body) ? request.body : {};
    const thread = model.createThread(parent.id, {
      ...threadOptions(body),
      type: ChannelType.PublicThread,
      ownerId: model.botUser.id,
      id: message.id,
    });
    model.patchMessageApi(message.id, {
      thread: channelJson(thread) as never,
      flags: (message.api.flags ?? 0) | MessageFlags.HasThread,
    });
    return ok(toApiThreadWithMembership(thread, model.botUser.id), 201);
  });

  const memberRoute = '/channels/:channelId/thread-members/:userId';
  const threadOf = (request: RouteRequest) => {
    const channel = visibleChannel(request);
    if (!channel.thread) throw discordErrors.unknownChannel();
    return { channel, thread: channel.thread };
  };
  const userIdOf = (request: RouteRequest) =>
    request.param('userId') === '@me' ? model.botUser.id : request.param('userId');

  router.add('GET', '/channels/:channelId/thread-members', (request) => {
    const { channel, thread } = threadOf(request);
    return ok(
      [...thread.members].map(([userId, joinedAt]) => toApiThreadMember(channel.id, userId, joinedAt)),
    );
  });
  router.add('GET', memberRoute, (request) => {
    const { channel, thread } = threadOf(request);
    const userId = userIdOf(request);
    const joinedAt = thread.members.get(userId);
    if (joinedAt === undefined) throw discordErrors.unknownMember();
    return ok(toApiThreadMember(channel.id, userId, joinedAt));
  });
  router.add('PUT', memberRoute, (request) => {
    const { channel, thread } = threadOf(request);
    if (thread.archived) throw discordErrors.threadArchived();
    model.requireBotPermissions(channel.id, PermissionFlagsBits.SendMessagesInThreads);
    const userId = userIdOf(request);
    if (!model.guild(channel.guildId).members.has(userId)) throw discordErrors.unknownMember();
    model.addThreadMember(channel.id, userId);
    return noContent();
  });
  router.add('DELETE', memberRoute, (request) => {
    const { channel, thread } = threadOf(request);
    if (thread.archived) throw discordErrors.threadArchived();
    const userId = userIdOf(request);
    if (userId !== model.botUser.id) {
      model.requireBotPermissions(channel.id, PermissionFlagsBits.ManageThreads);
    }
    model.removeThreadMember(channel.id, userId);
    return noContent();
  });
}

function threadOptions(body: JsonObject): {
  name: string;
  invitable?: boolean;
  autoArchiveDuration?: number;
} {
  const name = body.name;
  if (typeof name !== 'string' || name.length < 1 || name.length > MAX_THREAD_NAME_LENGTH) {
    throw invalidFormBody(
      ['name'],
      'BASE_TYPE_BAD_LENGTH',
      `Must be between 1 and ${MAX_THREAD_NAME_LENGTH} in length.`,
    );
  }
  const options: { name: string; invitable?: boolean; autoArchiveDuration?: number } = { name };
  if (typeof body.invitable === 'boolean') options.invitable = body.invitable;
  if (typeof body.auto_archive_duration === 'number') {
    options.autoArchiveDuration = body.auto_archive_duration;
  }
  return options;
}

function readChannelPatch(body: unknown): ChannelPatch {
  if (!isJsonObject(body)) return {};
  const patch: ChannelPatch = {};
  if (typeof body.name === 'string') patch.name = body.name;
  if (typeof body.topic === 'string' || body.topic === null) patch.topic = body.topic;
  if (typeof body.archived === 'boolean') patch.archived = body.archived;
  if (typeof body.locked === 'boolean') patch.locked = body.locked;
  if (typeof body.invitable === 'boolean') patch.invitable = body.invitable;
  if (typeof body.auto_archive_duration === 'number') patch.autoArchiveDuration = body.auto_archive_duration;
  return patch;
}
