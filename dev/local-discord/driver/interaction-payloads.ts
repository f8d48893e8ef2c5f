import type { APIMessage, InteractionType } from 'discord.js';
import type { LocalDiscordModel } from '../model/model.js';
import { toApiChannel, toApiEveryoneRole, toApiMember, toApiUser } from '../model/serialize.js';
import type { JsonObject, LocalChannel, LocalUser } from '../model/types.js';

/** Discord's attachment size limit for a guild without boosts: 10 MiB. */
const ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

export interface InteractionSource {
  id: string;
  token: string;
  type: InteractionType;
  user: LocalUser;
  channel: LocalChannel;
  locale: string;
  data: JsonObject;
  /** The message a component was used on (component interactions and modals opened from one). */
  message?: APIMessage;
}

/** The `d` of INTERACTION_CREATE as Discord sends it for a guild interaction. */
export function interactionPayload(model: LocalDiscordModel, source: InteractionSource): JsonObject {
  const { user, channel } = source;
  const guild = model.guild(channel.guildId);
  const userPermissions = model.memberPermissions(guild.id, user.id).toString();
  const payload: JsonObject = {
    id: source.id,
    application_id: model.applicationId,
    type: source.type,
    data: source.data,
    guild_id: guild.id,
    guild: { id: guild.id, locale: guild.preferredLocale, features: [] },
    channel_id: channel.id,
    channel: { ...toApiChannel(channel, model.botUser.id), permissions: userPermissions },
    member: { ...toApiMember(user, guild.members.get(user.id) ?? ''), permissions: userPermissions },
    token: source.token,
    version: 1,
    app_permissions: model.botPermissionsIn(channel.id).toString(),
    locale: source.locale,
    guild_locale: guild.preferredLocale,
    entitlements: [],
    authorizing_integration_owners: { 0: guild.id },
    context: 0,
    attachment_size_limit: ATTACHMENT_SIZE_LIMIT,
  };
  if (source.message) payload.message = source.message;
  return payload;
}

/** Ids that a command option or select value refers to, collected for `resolved`. */
export interface ResolvableIds {
  users: string[];
  roles: string[];
  channels: string[];
  /** Attachment objects as Discord resolves them (id, filename, size, url...). */
  attachments: JsonObject[];
}

export function noResolvableIds(): ResolvableIds {
  return { users: [], roles: [], channels: [], attachments: [] };
}

/** The `resolved` object for user, role, channel and mentionable values (null when there are none). */
export function resolvedData(
  model: LocalDiscordModel,
  guildId: string,
  ids: ResolvableIds,
): JsonObject | null {
  const guild = model.guild(guildId);
  const resolved: JsonObject = {};
  const { users, roles, channels } = ids;
  if (users.length > 0) {
    resolved.users = Object.fromEntries(users.map((id) => [id, toApiUser(model.user(id))]));
    const members = users.filter((id) => guild.members.has(id));
    resolved.members = Object.fromEntries(
      members.map((id) => {
        const {
          user: _user,
          deaf: _deaf,
          mute: _mute,
          ...member
        } = toApiMember(model.user(id), guild.members.get(id) ?? '');
        return [id, { ...member, permissions: guild.everyonePermissions.toString() }];
      }),
    );
  }
  if (roles.length > 0) resolved.roles = { [guild.id]: toApiEveryoneRole(guild) };
  if (channels.length > 0) {
    resolved.channels = Object.fromEntries(
      channels.map((id) => [
        id,
        {
          ...toApiChannel(model.channel(id), model.botUser.id),
          permissions: guild.everyonePermissions.toString(),
        },
      ]),
    );
  }
  if (ids.attachments.length > 0) {
    resolved.attachments = Object.fromEntries(
      ids.attachments.map((attachment) => [attachment.id, attachment]),
    );
  }
  return Object.keys(resolved).length > 0 ? resolved : null;
}
