import type {
  APIGuildMember,
  APIRole,
  APIThreadMember,
  APIUser,
  GuildMemberFlags,
  RoleFlags,
  ThreadMemberFlags,
} from 'discord.js';
import type { JsonObject, LocalChannel, LocalGuild, LocalUser } from './types.js';

export function toApiUser(user: LocalUser): APIUser {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.globalName,
    avatar: null,
    bot: user.bot,
  };
}

export function toApiMember(user: LocalUser, joinedAt: string): APIGuildMember {
  return {
    user: toApiUser(user),
    nick: null,
    avatar: null,
    banner: null,
    roles: [],
    joined_at: joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  };
}

/** The @everyone role, whose id is the guild id. */
export function toApiEveryoneRole(guild: LocalGuild): APIRole {
  return {
    id: guild.id,
    name: '@everyone',
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: 0,
    permissions: guild.everyonePermissions.toString(),
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
  };
}

export function toApiChannel(channel: LocalChannel, botUserId: string): JsonObject {
  const base = {
    id: channel.id,
    type: channel.type,
    guild_id: channel.guildId,
    name: channel.name,
    last_message_id: channel.lastMessageId,
    rate_limit_per_user: 0,
    flags: 0,
  };
  if (!channel.thread) {
    return {
      ...base,
      position: channel.position,
      parent_id: null,
      topic: channel.topic,
      nsfw: false,
      default_auto_archive_duration: 1440,
      permission_overwrites:
        channel.botDeniedPermissions === 0n
          ? []
          : [{ id: botUserId, type: 1, allow: '0', deny: channel.botDeniedPermissions.toString() }],
    };
  }
  const { thread } = channel;
  return {
    ...base,
    parent_id: channel.parentId,
    owner_id: thread.ownerId,
    message_count: channel.totalMessageSent,
    total_message_sent: channel.totalMessageSent,
    member_count: Math.min(thread.members.size, 50),
    thread_metadata: {
      archived: thread.archived,
      auto_archive_duration: thread.autoArchiveDuration,
      archive_timestamp: thread.archiveTimestamp,
      locked: thread.locked,
      invitable: thread.invitable,
      create_timestamp: thread.createTimestamp,
    },
  };
}

/** A thread with the bot's own thread membership, when it has one (REST answers and gateway events). */
export function toApiThreadWithMembership(thread: LocalChannel, botUserId: string): JsonObject {
  const payload = toApiChannel(thread, botUserId);
  const joinedAt = thread.thread?.members.get(botUserId);
  return joinedAt === undefined
    ? payload
    : { ...payload, member: toApiThreadMember(thread.id, botUserId, joinedAt) };
}

export function toApiThreadMember(threadId: string, userId: string, joinedAt: string): APIThreadMember {
  return { id: threadId, user_id: userId, join_timestamp: joinedAt, flags: 0 as ThreadMemberFlags };
}

/** A guild as GET /guilds/{id} returns it. */
export function toApiGuild(guild: LocalGuild): JsonObject {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: [toApiEveryoneRole(guild)],
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    vanity_url_code: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: guild.preferredLocale,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
    max_members: 500_000,
    max_video_channel_users: 25,
  };
}
