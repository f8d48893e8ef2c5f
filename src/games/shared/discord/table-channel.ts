import { ChannelType, PermissionFlagsBits, type PermissionsBitField } from 'discord.js';

/** What a table takes: its messages, the pictures attached to them, and the board's history. */
const NEEDED_IN_CHANNEL = {
  ViewChannel: PermissionFlagsBits.ViewChannel,
  SendMessages: PermissionFlagsBits.SendMessages,
  ReadMessageHistory: PermissionFlagsBits.ReadMessageHistory,
  AttachFiles: PermissionFlagsBits.AttachFiles,
} as const;

/** Permissions the bot lacks where a table would go, named as Discord's settings name them. */
export function missingPermissions(permissions: Readonly<PermissionsBitField>, inThread: boolean): string[] {
  const needed: Record<string, bigint> = { ...NEEDED_IN_CHANNEL };
  if (inThread) {
    delete needed.SendMessages;
    needed.SendMessagesInThreads = PermissionFlagsBits.SendMessagesInThreads;
  }
  return Object.entries(needed)
    .filter(([, flag]) => !permissions.has(flag))
    .map(([name]) => name.replace(/([a-z])([A-Z])/g, '$1 $2'));
}

export function isThreadChannel(type: ChannelType | undefined): boolean {
  return (
    type === ChannelType.PublicThread ||
    type === ChannelType.PrivateThread ||
    type === ChannelType.AnnouncementThread
  );
}
