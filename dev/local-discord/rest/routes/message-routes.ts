import { PermissionFlagsBits } from 'discord.js';
import { isJsonObject } from '../../model/component-tree.js';
import { discordErrors, invalidFormBody } from '../../model/discord-error.js';
import { readMessageInput } from '../../model/message-input.js';
import type { LocalDiscordModel } from '../../model/model.js';
import type { LocalMessage } from '../../model/types.js';
import { noContent, ok, type RouteRequest, type Router } from '../router.js';
import type { RouteDeps } from './route-deps.js';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;

/** Channel messages as the bot reaches them with its token: list, get, send, edit, delete, typing. */
export function addMessageRoutes(router: Router, { model }: RouteDeps): void {
  const messageOf = (request: RouteRequest) => {
    const channelId = request.param('channelId');
    model.requireBotPermissions(channelId, PermissionFlagsBits.ViewChannel);
    return model.publicMessage(channelId, request.param('messageId'));
  };

  router.add('GET', '/channels/:channelId/messages', (request) => {
    const channelId = request.param('channelId');
    model.requireBotPermissions(
      channelId,
      PermissionFlagsBits.ViewChannel | PermissionFlagsBits.ReadMessageHistory,
    );
    return ok(listMessages(model, channelId, request.query).map((message) => message.api));
  });

  router.add('GET', '/channels/:channelId/messages/:messageId', (request) => ok(messageOf(request).api));

  router.add('POST', '/channels/:channelId/messages', (request) => {
    const channelId = request.param('channelId');
    const isThread = model.channel(channelId).thread !== null;
    const send = isThread ? PermissionFlagsBits.SendMessagesInThreads : PermissionFlagsBits.SendMessages;
    model.requireBotPermissions(
      channelId,
      send | (request.files.length > 0 ? PermissionFlagsBits.AttachFiles : 0n),
    );
    const input = readMessageInput(request.body);
    checkReference(model, channelId, input.messageReference);
    return ok(
      model.createMessage(channelId, { input, files: request.files, authorId: model.botUser.id }).api,
    );
  });

  router.add('PATCH', '/channels/:channelId/messages/:messageId', (request) => {
    const message = messageOf(request);
    if (message.api.author.id !== model.botUser.id) throw discordErrors.cannotEditOthersMessage();
    const failure = model.takeEditFailure(message);
    if (failure) throw failure;
    return ok(model.editMessage(message.id, readMessageInput(request.body), request.files).api);
  });

  router.add('DELETE', '/channels/:channelId/messages/:messageId', (request) => {
    const message = messageOf(request);
    if (message.api.author.id !== model.botUser.id) {
      model.requireBotPermissions(message.channelId, PermissionFlagsBits.ManageMessages);
    }
    model.requireChangeable(message);
    model.deleteMessage(message.id);
    return noContent();
  });

  router.add('POST', '/channels/:channelId/typing', (request) => {
    model.requireBotPermissions(request.param('channelId'), PermissionFlagsBits.ViewChannel);
    return noContent();
  });
}

/** Newest first, like Discord; `before`, `after` and `around` page by message id. */
function listMessages(model: LocalDiscordModel, channelId: string, query: URLSearchParams): LocalMessage[] {
  const limit = Math.min(Math.max(Number(query.get('limit') ?? DEFAULT_PAGE_SIZE) || 1, 1), MAX_PAGE_SIZE);
  const oldestFirst = [...model.channel(channelId).messages.values()].filter(
    (message) => message.visibleTo === null,
  );
  /** Index of the first message newer than `id` (or equal to it, when inclusive). */
  const indexAfter = (id: string, inclusive: boolean) => {
    const index = oldestFirst.findIndex((message) =>
      inclusive ? BigInt(message.id) >= BigInt(id) : BigInt(message.id) > BigInt(id),
    );
    return index === -1 ? oldestFirst.length : index;
  };
  const before = query.get('before');
  const after = query.get('after');
  const around = query.get('around');
  let start: number;
  let end: number;
  if (after !== null) {
    start = indexAfter(after, false);
    end = start + limit;
  } else if (around !== null) {
    start = Math.max(indexAfter(around, true) - Math.floor(limit / 2), 0);
    end = start + limit;
  } else {
    end = before === null ? oldestFirst.length : indexAfter(before, true);
    start = Math.max(end - limit, 0);
  }
  return oldestFirst.slice(start, end).reverse();
}

function checkReference(model: LocalDiscordModel, channelId: string, reference: unknown): void {
  if (!isJsonObject(reference) || typeof reference.message_id !== 'string') return;
  const target = model.channel(channelId).messages.get(reference.message_id);
  if (!target && reference.fail_if_not_exists !== false) {
    throw invalidFormBody(['message_reference'], 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', 'Unknown message');
  }
}
