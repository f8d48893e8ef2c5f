import { PermissionFlagsBits } from 'discord.js';
import type { LocalDiscordModel } from '../model/model.js';
import type { LocalMessage } from '../model/types.js';

/**
 * A plain message a member types into a channel or a thread, as Discord takes it: only where
 * they see the channel and may send (Send Messages, or Send Messages in Threads in a thread);
 * posting in a public thread makes them a member of it, and an archived thread reopens.
 */
export function postUserMessage(
  model: LocalDiscordModel,
  userId: string,
  channelId: string,
  content: string,
): LocalMessage {
  const channel = model.channel(channelId);
  const user = model.user(userId);
  if (!model.canView(user.id, channel.id))
    throw new Error(`User ${user.username} cannot see #${channel.name}.`);
  const send = channel.thread ? PermissionFlagsBits.SendMessagesInThreads : PermissionFlagsBits.SendMessages;
  if ((model.guild(channel.guildId).everyonePermissions & send) === 0n) {
    throw new Error(`User ${user.username} may not send messages in #${channel.name}.`);
  }
  const message = model.createMessage(channel.id, { input: { content }, authorId: user.id });
  if (channel.thread) model.addThreadMember(channel.id, user.id);
  return message;
}
