import { discordErrors } from '../../model/discord-error.js';
import {
  toApiChannel,
  toApiEveryoneRole,
  toApiGuild,
  toApiMember,
  toApiThreadMember,
} from '../../model/serialize.js';
import { ok, type Router } from '../router.js';
import type { RouteDeps } from './route-deps.js';

/** Guilds: the guild, its channels, roles, active threads and members. */
export function addGuildRoutes(router: Router, { model }: RouteDeps): void {
  router.add('GET', '/guilds/:guildId', ({ param, query }) => {
    const guild = model.guild(param('guildId'));
    const counts =
      query.get('with_counts') === 'true'
        ? { approximate_member_count: guild.members.size, approximate_presence_count: 0 }
        : {};
    return ok({ ...toApiGuild(guild), ...counts });
  });

  router.add('GET', '/guilds/:guildId/channels', ({ param }) =>
    ok(
      model
        .channelsOf(param('guildId'))
        .filter((channel) => channel.thread === null)
        .map((channel) => toApiChannel(channel, model.botUser.id)),
    ),
  );

  router.add('GET', '/guilds/:guildId/roles', ({ param }) =>
    ok([toApiEveryoneRole(model.guild(param('guildId')))]),
  );

  router.add('GET', '/guilds/:guildId/threads/active', ({ param }) => {
    const threads = model
      .channelsOf(param('guildId'))
      .filter((channel) => channel.thread?.archived === false);
    const members = threads.flatMap((thread) => {
      const joinedAt = thread.thread?.members.get(model.botUser.id);
      return joinedAt === undefined ? [] : [toApiThreadMember(thread.id, model.botUser.id, joinedAt)];
    });
    return ok({ threads: threads.map((thread) => toApiChannel(thread, model.botUser.id)), members });
  });

  router.add('GET', '/guilds/:guildId/members/:userId', ({ param }) => {
    const guild = model.guild(param('guildId'));
    const userId = param('userId') === '@me' ? model.botUser.id : param('userId');
    const joinedAt = guild.members.get(userId);
    if (joinedAt === undefined) throw discordErrors.unknownMember();
    return ok(toApiMember(model.user(userId), joinedAt));
  });
}
