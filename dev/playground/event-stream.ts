import type { ServerResponse } from 'node:http';
import type { LocalChannel, LocalDiscordModel, LocalMessage } from '../local-discord/index.js';
import { channelsView, isVisibleTo, messageView } from './views.js';

const KEEP_ALIVE_MS = 20_000;

export interface StreamScope {
  guildId: string;
  userId: string;
  /** The channel on screen: its messages come whole; other channels only say that something happened. */
  channelId: string;
}

/**
 * Server-Sent Events for one user looking at one channel: first a `snapshot` of the channel's
 * messages, then every change as it happens (created or edited, deleted), `activity` in the
 * user's other channels, and the channel list when it changes. Others' ephemeral messages are
 * never sent. Snapshot and subscription happen in one tick, so nothing falls between them.
 */
export function streamEvents(response: ServerResponse, model: LocalDiscordModel, scope: StreamScope): void {
  const { guildId, userId, channelId } = scope;
  const messages = model.visibleMessages(channelId, userId).map(messageView);
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  const send = (event: string, data: unknown) =>
    response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const concernsUser = (message: LocalMessage) =>
    message.guildId === guildId && isVisibleTo(model, message, userId);
  const onMessage = (message: LocalMessage) => {
    if (!concernsUser(message)) return;
    if (message.channelId === channelId) send('message', messageView(message));
    else send('activity', { channelId: message.channelId });
  };
  const onDelete = (message: LocalMessage) => {
    if (concernsUser(message) && message.channelId === channelId) send('messageDelete', { id: message.id });
  };
  const onChannel = (channel: LocalChannel) => {
    if (channel.guildId === guildId) send('channels', channelsView(model, guildId, userId));
  };
  model.events.on('message', onMessage);
  model.events.on('messageUpdate', onMessage);
  model.events.on('messageDelete', onDelete);
  model.events.on('channel', onChannel);
  const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  response.on('close', () => {
    clearInterval(keepAlive);
    model.events.off('message', onMessage);
    model.events.off('messageUpdate', onMessage);
    model.events.off('messageDelete', onDelete);
    model.events.off('channel', onChannel);
  });
  send('snapshot', messages);
}
