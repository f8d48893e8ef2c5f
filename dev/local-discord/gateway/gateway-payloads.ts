import type { LocalDiscordModel } from '../model/model.js';
import {
  toApiChannel,
  toApiGuild,
  toApiMember,
  toApiThreadWithMembership,
  toApiUser,
} from '../model/serialize.js';
import type { JsonObject, LocalGuild } from '../model/types.js';
import type { ShardPair } from './shard-routing.js';

/** READY of a session: `guilds` are its shard's, sent as unavailable until their GUILD_CREATE follows. */
export function readyPayload(
  model: LocalDiscordModel,
  guilds: readonly LocalGuild[],
  sessionId: string,
  resumeUrl: string,
  shard: ShardPair,
): JsonObject {
  return {
    v: 10,
    user: { ...toApiUser(model.botUser), verified: true, mfa_enabled: false, flags: 0 },
    guilds: guilds.map((guild) => ({ id: guild.id, unavailable: true })),
    session_id: sessionId,
    session_type: 'normal',
    resume_gateway_url: resumeUrl,
    shard,
    application: { id: model.applicationId, flags: 0 },
    user_settings: {},
    private_channels: [],
    presences: [],
    relationships: [],
    guild_join_requests: [],
    geo_ordered_rtc_regions: [],
  };
}

/** The full guild sent after READY: channels, active threads, members and the @everyone role. */
export function guildCreatePayload(model: LocalDiscordModel, guild: LocalGuild): JsonObject {
  const channels = model.channelsOf(guild.id);
  return {
    ...toApiGuild(guild),
    joined_at: guild.members.get(model.botUser.id) ?? new Date().toISOString(),
    large: false,
    unavailable: false,
    member_count: guild.members.size,
    channels: channels
      .filter((channel) => !channel.thread)
      .map((channel) => toApiChannel(channel, model.botUser.id)),
    threads: channels
      .filter((channel) => channel.thread?.archived === false)
      .map((thread) => toApiThreadWithMembership(thread, model.botUser.id)),
    members: [...guild.members].map(([userId, joinedAt]) => toApiMember(model.user(userId), joinedAt)),
    voice_states: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
    embedded_activities: [],
  };
}
