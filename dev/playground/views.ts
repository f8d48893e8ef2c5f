import { ApplicationCommandType, ChannelType } from 'discord.js';
import type { JsonObject, LocalDiscordModel, LocalMessage, LocalUser } from '../local-discord/index.js';

export interface UserView {
  id: string;
  name: string;
  username: string;
  locale: string;
  bot: boolean;
}

export interface ChannelView {
  id: string;
  name: string;
  kind: 'text' | 'thread';
  parentId: string | null;
  archived: boolean;
}

export interface WorldView {
  guild: { id: string; name: string };
  users: UserView[];
}

/** What the page needs once: the guild and its members (the simulated users and the bot). */
export function worldView(model: LocalDiscordModel, guildId: string): WorldView {
  const guild = model.guild(guildId);
  return {
    guild: { id: guild.id, name: guild.name },
    users: [...guild.members.keys()].map((userId) => userView(model.user(userId))),
  };
}

function userView(user: LocalUser): UserView {
  return {
    id: user.id,
    name: user.globalName ?? user.username,
    username: user.username,
    locale: user.locale,
    bot: user.bot,
  };
}

/** Text channels in their order, each followed by its threads, as far as this user may see them. */
export function channelsView(model: LocalDiscordModel, guildId: string, userId: string): ChannelView[] {
  const visible = model.channelsOf(guildId).filter((channel) => model.canView(userId, channel.id));
  const textChannels = visible
    .filter((channel) => channel.type === ChannelType.GuildText)
    .sort((a, b) => a.position - b.position);
  return textChannels.flatMap((parent) => [
    { id: parent.id, name: parent.name, kind: 'text' as const, parentId: null, archived: false },
    ...visible
      .filter((channel) => channel.parentId === parent.id)
      .map((thread) => ({
        id: thread.id,
        name: thread.name,
        kind: 'thread' as const,
        parentId: parent.id,
        archived: thread.thread?.archived ?? false,
      })),
  ]);
}

/** A message as Discord's API has it, plus whether only its viewer sees it. */
export function messageView(message: LocalMessage): JsonObject {
  return { ...message.api, ephemeral: message.visibleTo !== null };
}

export function isVisibleTo(model: LocalDiscordModel, message: LocalMessage, userId: string): boolean {
  const forUser = message.visibleTo === null || message.visibleTo === userId;
  return forUser && model.canView(userId, message.channelId);
}

/** The chat-input commands a user can run in the guild: its own, then the global ones it does not shadow. */
export function commandsView(model: LocalDiscordModel, guildId: string): JsonObject[] {
  const isChatInput = (command: JsonObject) => command.type === ApplicationCommandType.ChatInput;
  const guildCommands = model.commands.list(guildId).filter(isChatInput);
  const shadowed = new Set(guildCommands.map((command) => command.name));
  const globalCommands = model.commands.list(null).filter((command) => isChatInput(command));
  return [...guildCommands, ...globalCommands.filter((command) => !shadowed.has(command.name))];
}
