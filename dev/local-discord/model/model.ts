import { EventEmitter } from 'node:events';
import { type APIMessage, ChannelType, MessageType, PermissionFlagsBits } from 'discord.js';
import { ApplicationKey } from '../http-delivery/application-key.js';
import { AttachmentStore, type UploadedFile } from './attachment-store.js';
import { CommandRegistry } from './command-registry.js';
import { type DiscordError, discordErrors } from './discord-error.js';
import { type EditFailure, EditFailures } from './edit-failures.js';
import type { LocalDiscordEvents } from './events.js';
import { InteractionRegistry } from './interaction-registry.js';
import { type AttachmentHost, composeMessage } from './message-compose.js';
import type { MessageInput } from './message-input.js';
import { ModalRegistry } from './modal-registry.js';
import { DEFAULT_MEMBER_PERMISSIONS } from './permissions.js';
import { toApiUser } from './serialize.js';
import { SnowflakeGenerator } from './snowflake.js';
import type {
  LocalChannel,
  LocalChannelType,
  LocalGuild,
  LocalMessage,
  LocalThreadState,
  LocalUser,
} from './types.js';

export interface ModelOptions {
  /** Origin of the HTTP server (`http://127.0.0.1:PORT`), for attachment URLs. */
  origin: string;
  /** Budget for stored attachment bytes; the oldest files are dropped beyond it. Default 256 MiB. */
  maxAttachmentBytes?: number;
  /** How long the bot has to answer an interaction's callback. Default 3000 ms, as on Discord. */
  interactionDeadlineMs?: number;
}

export interface CreateUserInput {
  username: string;
  locale?: string;
  globalName?: string;
  bot?: boolean;
  id?: string;
}

export interface CreateGuildInput {
  name: string;
  /** Defaults to '0' (no owner): the bot must not own the guild, or it would bypass channel overwrites. */
  ownerId?: string;
  preferredLocale?: string;
  id?: string;
}

export interface CreateThreadInput {
  name: string;
  type: ChannelType.PublicThread | ChannelType.PrivateThread;
  ownerId: string;
  invitable?: boolean;
  autoArchiveDuration?: number;
  /** Threads started from a message take that message's id. */
  id?: string;
}

export interface ChannelPatch {
  name?: string;
  topic?: string | null;
  archived?: boolean;
  locked?: boolean;
  invitable?: boolean;
  autoArchiveDuration?: number;
}

export interface NewMessage {
  input: MessageInput;
  files?: readonly UploadedFile[];
  authorId: string;
  /** Ephemeral: only this user sees it. */
  visibleTo?: string | null;
  interactionId?: string | null;
  /** Flags only Discord sets (ephemeral, loading). */
  systemFlags?: number;
  /** Fields Discord adds for interaction responses (type, interaction_metadata, webhook_id, …). */
  extra?: Partial<APIMessage>;
}

interface NewChannel {
  type: LocalChannelType;
  name: string;
  parentId: string | null;
  thread: LocalThreadState | null;
  id: string | undefined;
  position: number;
  topic: string | null;
}

const DEFAULT_MAX_ATTACHMENT_BYTES = 256 * 1024 * 1024;
const DEFAULT_INTERACTION_DEADLINE_MS = 3000;
const USER_MENTION = /<@!?(\d{17,20})>/g;

/** The whole local Discord world: users, guilds, channels, threads, messages, commands, interactions. */
export class LocalDiscordModel {
  readonly events = new EventEmitter<LocalDiscordEvents>();
  readonly ids = new SnowflakeGenerator();
  readonly botUser: LocalUser;
  /** The bot's application id, which equals its user id as for every modern Discord app. */
  readonly applicationId: string;
  readonly commands: CommandRegistry;
  readonly interactions = new InteractionRegistry();
  readonly attachments: AttachmentStore;
  readonly modals = new ModalRegistry();
  /** The application's Ed25519 key pair: interactions sent over HTTP are signed with it. */
  readonly applicationKey = new ApplicationKey();
  private readonly editFailures = new EditFailures();
  interactionDeadlineMs: number;
  private readonly origin: string;
  private readonly users = new Map<string, LocalUser>();
  private readonly guilds = new Map<string, LocalGuild>();
  private readonly channels = new Map<string, LocalChannel>();
  private readonly messages = new Map<string, LocalMessage>();

  constructor(options: ModelOptions) {
    this.origin = options.origin;
    this.attachments = new AttachmentStore(options.maxAttachmentBytes ?? DEFAULT_MAX_ATTACHMENT_BYTES);
    this.interactionDeadlineMs = options.interactionDeadlineMs ?? DEFAULT_INTERACTION_DEADLINE_MS;
    this.events.setMaxListeners(0);
    this.botUser = this.createUser({ username: 'local-bot', globalName: 'Local Bot', bot: true });
    this.applicationId = this.botUser.id;
    this.commands = new CommandRegistry(this.ids, this.applicationId);
  }

  createUser(input: CreateUserInput): LocalUser {
    const user: LocalUser = {
      id: this.unusedId(this.users, input.id),
      username: input.username,
      globalName: input.globalName ?? null,
      locale: input.locale ?? 'en-US',
      bot: input.bot ?? false,
    };
    this.users.set(user.id, user);
    return user;
  }

  user(userId: string): LocalUser {
    const user = this.users.get(userId);
    if (!user) throw discordErrors.unknownUser();
    return user;
  }

  /** Creates a guild the bot is a member of (sent to connected bots as GUILD_CREATE). */
  createGuild(input: CreateGuildInput): LocalGuild {
    const guild: LocalGuild = {
      id: this.unusedId(this.guilds, input.id),
      name: input.name,
      ownerId: input.ownerId ?? '0',
      preferredLocale: input.preferredLocale ?? 'en-US',
      everyonePermissions: DEFAULT_MEMBER_PERMISSIONS,
      memberDeniedPermissions: new Map(),
      members: new Map(),
      channelIds: new Set(),
    };
    this.guilds.set(guild.id, guild);
    this.addMember(guild.id, this.botUser.id);
    this.events.emit('guild', guild);
    return guild;
  }

  /**
   * Test knob: the bot leaves the guild (or is kicked): the guild, its channels and their messages
   * are gone for it, and a connected bot gets GUILD_DELETE. `createGuild` with the same id invites it back.
   */
  removeBotFromGuild(guildId: string): void {
    const guild = this.guild(guildId);
    for (const channelId of guild.channelIds) {
      for (const messageId of this.channel(channelId).messages.keys()) this.messages.delete(messageId);
      this.channels.delete(channelId);
    }
    this.guilds.delete(guildId);
    this.events.emit('guildLeft', guild);
  }

  guild(guildId: string): LocalGuild {
    const guild = this.guilds.get(guildId);
    if (!guild) throw discordErrors.unknownGuild();
    return guild;
  }

  allGuilds(): LocalGuild[] {
    return [...this.guilds.values()];
  }

  addMember(guildId: string, userId: string): void {
    this.user(userId);
    const guild = this.guild(guildId);
    if (!guild.members.has(userId)) guild.members.set(userId, new Date().toISOString());
  }

  createTextChannel(guildId: string, input: { name: string; topic?: string; id?: string }): LocalChannel {
    const guild = this.guild(guildId);
    const position = [...guild.channelIds].filter((id) => this.channels.get(id)?.thread === null).length;
    return this.addChannel(guild, {
      type: ChannelType.GuildText,
      name: input.name,
      parentId: null,
      thread: null,
      id: input.id,
      position,
      topic: input.topic ?? null,
    });
  }

  createThread(parentId: string, input: CreateThreadInput): LocalChannel {
    const parent = this.channel(parentId);
    if (parent.thread) throw discordErrors.unknownChannel();
    const now = new Date().toISOString();
    const thread: LocalThreadState = {
      ownerId: input.ownerId,
      archived: false,
      locked: false,
      invitable: input.invitable ?? true,
      autoArchiveDuration: input.autoArchiveDuration ?? 1440,
      archiveTimestamp: now,
      createTimestamp: now,
      members: new Map([[input.ownerId, now]]),
    };
    return this.addChannel(this.guild(parent.guildId), {
      type: input.type,
      name: input.name,
      parentId,
      thread,
      id: input.id,
      position: 0,
      topic: null,
    });
  }

  channel(channelId: string): LocalChannel {
    const channel = this.channels.get(channelId);
    if (!channel) throw discordErrors.unknownChannel();
    return channel;
  }

  channelsOf(guildId: string): LocalChannel[] {
    return [...this.guild(guildId).channelIds].map((id) => this.channel(id));
  }

  addThreadMember(threadId: string, userId: string): void {
    const thread = this.threadState(threadId);
    this.user(userId);
    if (thread.members.has(userId)) return;
    thread.members.set(userId, new Date().toISOString());
    this.events.emit('channel', this.channel(threadId), 'members');
  }

  removeThreadMember(threadId: string, userId: string): void {
    if (this.threadState(threadId).members.delete(userId)) {
      this.events.emit('channel', this.channel(threadId), 'members');
    }
  }

  updateChannel(channelId: string, patch: ChannelPatch): LocalChannel {
    const channel = this.channel(channelId);
    if (patch.name !== undefined) channel.name = patch.name;
    if (patch.topic !== undefined && !channel.thread) channel.topic = patch.topic;
    const { thread } = channel;
    if (thread) {
      if (patch.archived !== undefined && patch.archived !== thread.archived) {
        thread.archived = patch.archived;
        thread.archiveTimestamp = new Date().toISOString();
      }
      if (patch.locked !== undefined) thread.locked = patch.locked;
      if (patch.invitable !== undefined) thread.invitable = patch.invitable;
      if (patch.autoArchiveDuration !== undefined) thread.autoArchiveDuration = patch.autoArchiveDuration;
    }
    this.events.emit('channel', channel, 'updated');
    return channel;
  }

  /** Test knob: archives a thread as Discord's auto-archive (or a moderator) would. */
  archiveThread(threadId: string): LocalChannel {
    this.threadState(threadId);
    return this.updateChannel(threadId, { archived: true });
  }

  /** Private threads are seen by their members only (and by the bot, which may manage threads). */
  canView(userId: string, channelId: string): boolean {
    const channel = this.channel(channelId);
    if (!this.guild(channel.guildId).members.has(userId)) return false;
    if (channel.type !== ChannelType.PrivateThread || userId === this.botUser.id) return true;
    return channel.thread?.members.has(userId) ?? false;
  }

  /** The bot's permissions in a channel; threads have their parent's. */
  botPermissionsIn(channelId: string): bigint {
    const channel = this.permissionChannel(channelId);
    return this.guild(channel.guildId).everyonePermissions & ~channel.botDeniedPermissions;
  }

  /** A member's permissions in the guild: the owner has every permission, others @everyone's less any denied. */
  memberPermissions(guildId: string, userId: string): bigint {
    const guild = this.guild(guildId);
    if (userId === guild.ownerId) return DEFAULT_MEMBER_PERMISSIONS | PermissionFlagsBits.Administrator;
    return guild.everyonePermissions & ~(guild.memberDeniedPermissions.get(userId) ?? 0n);
  }

  /** Test knob: withholds permissions (e.g. `PermissionFlagsBits.ManageMessages`) from a member. */
  denyMemberPermissions(guildId: string, userId: string, permissions: bigint): void {
    const guild = this.guild(guildId);
    guild.memberDeniedPermissions.set(
      userId,
      (guild.memberDeniedPermissions.get(userId) ?? 0n) | permissions,
    );
  }

  /** Test knob: withholds permissions (e.g. `PermissionFlagsBits.SendMessages`) from the bot in a channel. */
  denyBotPermissions(channelId: string, permissions: bigint): void {
    const channel = this.permissionChannel(channelId);
    channel.botDeniedPermissions |= permissions;
    this.events.emit('channel', channel, 'updated');
  }

  restoreBotPermissions(channelId: string): void {
    const channel = this.permissionChannel(channelId);
    channel.botDeniedPermissions = 0n;
    this.events.emit('channel', channel, 'updated');
  }

  /** Throws Missing Access / Missing Permissions as Discord does for a bot lacking them. */
  requireBotPermissions(channelId: string, permissions: bigint): void {
    const granted = this.botPermissionsIn(channelId);
    if ((granted & PermissionFlagsBits.ViewChannel) === 0n) throw discordErrors.missingAccess();
    if ((granted & permissions) !== permissions) throw discordErrors.missingPermissions();
  }

  findMessage(messageId: string): LocalMessage | undefined {
    return this.messages.get(messageId);
  }

  message(messageId: string): LocalMessage {
    const message = this.messages.get(messageId);
    if (!message) throw discordErrors.unknownMessage();
    return message;
  }

  /** A public message of a channel, as the channel message routes see it (ephemeral ones are not there). */
  publicMessage(channelId: string, messageId: string): LocalMessage {
    const message = this.channel(channelId).messages.get(messageId);
    if (!message || message.visibleTo !== null) throw discordErrors.unknownMessage();
    return message;
  }

  createMessage(channelId: string, spec: NewMessage): LocalMessage {
    const channel = this.channel(channelId);
    const visibleTo = spec.visibleTo ?? null;
    // Sending into an archived thread reopens it, unless it is locked.
    const reopensThread = visibleTo === null && channel.thread?.archived === true;
    if (reopensThread && channel.thread?.locked) throw discordErrors.threadLocked();
    const composed = composeMessage(
      spec.input,
      null,
      spec.files ?? [],
      this.attachmentHost(),
      spec.systemFlags,
    );
    if (reopensThread) this.updateChannel(channel.id, { archived: false });
    const id = this.ids.next();
    const reference = spec.input.messageReference;
    const api: APIMessage = {
      id,
      channel_id: channelId,
      author: toApiUser(this.user(spec.authorId)),
      content: composed.content,
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: spec.input.tts ?? false,
      mention_everyone: false,
      mentions: this.mentionedUsers(composed.content),
      mention_roles: [],
      attachments: composed.attachments,
      embeds: composed.embeds as unknown as APIMessage['embeds'],
      pinned: false,
      type: reference ? MessageType.Reply : MessageType.Default,
      flags: composed.flags,
      components: composed.components as unknown as APIMessage['components'],
      ...spec.extra,
    };
    if (composed.poll) api.poll = composed.poll as unknown as APIMessage['poll'];
    if (reference) api.message_reference = { ...reference, channel_id: channelId, guild_id: channel.guildId };
    const message: LocalMessage = {
      id,
      channelId,
      guildId: channel.guildId,
      visibleTo,
      interactionId: spec.interactionId ?? null,
      api,
    };
    this.messages.set(id, message);
    channel.messages.set(id, message);
    if (visibleTo === null) {
      channel.lastMessageId = id;
      channel.totalMessageSent += 1;
    }
    this.events.emit('message', message);
    return message;
  }

  /** Refuses changes to public messages of an archived thread, as Discord does. */
  requireChangeable(message: LocalMessage): void {
    if (message.visibleTo === null && this.channel(message.channelId).thread?.archived) {
      throw discordErrors.threadArchived();
    }
  }

  editMessage(messageId: string, input: MessageInput, files: readonly UploadedFile[] = []): LocalMessage {
    const message = this.message(messageId);
    this.requireChangeable(message);
    const composed = composeMessage(input, message.api, files, this.attachmentHost());
    message.api = {
      ...message.api,
      content: composed.content,
      mentions: this.mentionedUsers(composed.content),
      embeds: composed.embeds as unknown as APIMessage['embeds'],
      components: composed.components as unknown as APIMessage['components'],
      attachments: composed.attachments,
      flags: composed.flags,
      edited_timestamp: new Date().toISOString(),
    };
    this.events.emit('messageUpdate', message);
    return message;
  }

  /** Deletes a message (also a test knob: delete a message out from under the bot). */
  deleteMessage(messageId: string): void {
    const message = this.message(messageId);
    this.messages.delete(messageId);
    this.channel(message.channelId).messages.delete(messageId);
    for (const attachment of message.api.attachments) this.attachments.delete(attachment.id);
    this.events.emit('messageDelete', message);
  }

  /** Replaces a message's fields without Discord's checks (e.g. the thread a message started). */
  patchMessageApi(messageId: string, fields: Partial<APIMessage>): void {
    const message = this.message(messageId);
    message.api = { ...message.api, ...fields };
    this.events.emit('messageUpdate', message);
  }

  /** Messages of a channel as one user sees them: public ones and their own ephemeral ones, oldest first. */
  visibleMessages(channelId: string, userId: string): LocalMessage[] {
    if (!this.canView(userId, channelId)) return [];
    return [...this.channel(channelId).messages.values()].filter(
      (message) => message.visibleTo === null || message.visibleTo === userId,
    );
  }

  /**
   * Test knob: the next edit (PATCH or type-7 update) of this message (or of any in this channel) fails with
   * this error, e.g. `{ code: 30046 }` or `{ code: 10008, message: 'Unknown Message' }`.
   */
  failNextEdit(messageOrChannelId: string, failure: EditFailure): void {
    this.editFailures.arm(messageOrChannelId, failure);
  }

  /** The failure armed for this message's next PATCH, if any, disarmed by the call. */
  takeEditFailure(message: LocalMessage): DiscordError | undefined {
    return this.editFailures.take(message);
  }

  attachmentUrl(attachmentId: string, filename: string): string {
    return `${this.origin}/attachments/${attachmentId}/${encodeURIComponent(filename)}`;
  }

  private addChannel(guild: LocalGuild, spec: NewChannel): LocalChannel {
    const channel: LocalChannel = {
      id: this.unusedId(this.channels, spec.id),
      guildId: guild.id,
      type: spec.type,
      name: spec.name,
      position: spec.position,
      topic: spec.topic,
      parentId: spec.parentId,
      botDeniedPermissions: 0n,
      thread: spec.thread,
      messages: new Map(),
      lastMessageId: null,
      totalMessageSent: 0,
    };
    this.channels.set(channel.id, channel);
    guild.channelIds.add(channel.id);
    this.events.emit('channel', channel, 'created');
    return channel;
  }

  /** A fresh snowflake, or the requested id if no other object of its kind has it. */
  private unusedId(taken: ReadonlyMap<string, unknown>, requested: string | undefined): string {
    if (requested === undefined) return this.ids.next();
    if (taken.has(requested)) throw new Error(`Id ${requested} is already in use.`);
    return requested;
  }

  private threadState(threadId: string): LocalThreadState {
    const { thread } = this.channel(threadId);
    if (!thread) throw discordErrors.unknownChannel();
    return thread;
  }

  private permissionChannel(channelId: string): LocalChannel {
    const channel = this.channel(channelId);
    return channel.parentId ? this.channel(channel.parentId) : channel;
  }

  private mentionedUsers(content: string): APIMessage['mentions'] {
    const ids = new Set([...content.matchAll(USER_MENTION)].map((match) => match[1] ?? ''));
    return [...ids].flatMap((id) => {
      const user = this.users.get(id);
      return user ? [toApiUser(user)] : [];
    });
  }

  private attachmentHost(): AttachmentHost {
    return {
      newId: () => this.ids.next(),
      urlFor: (attachmentId: string, filename: string) => this.attachmentUrl(attachmentId, filename),
      store: this.attachments.put.bind(this.attachments),
      discard: this.attachments.delete.bind(this.attachments),
    };
  }
}
