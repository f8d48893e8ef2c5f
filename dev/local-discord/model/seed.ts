import type { LocalDiscordModel } from './model.js';
import { SnowflakeGenerator } from './snowflake.js';
import type { LocalChannel, LocalGuild, LocalUser } from './types.js';

export interface SeededWorld {
  guild: LocalGuild;
  channels: { general: LocalChannel; games: LocalChannel[] };
  users: { alice: LocalUser; bob: LocalUser; csilla: LocalUser; dan: LocalUser; erin: LocalUser };
}

/** Seeded ids are fixed (snowflakes of 2024-01-01), so tests and the playground can share URLs. */
const SEED_TIME = Date.UTC(2024, 0, 1);
const GAME_CHANNEL_COUNT = 5;

/** One guild "Local Guild" with #general and #games-1..5, and five users (enough for 2 vs 3) who are members. */
export function seedDefault(model: LocalDiscordModel): SeededWorld {
  const ids = new SnowflakeGenerator();
  const nextId = () => ids.next(SEED_TIME);
  const user = (username: string, globalName: string, locale: string) =>
    model.createUser({ id: nextId(), username, globalName, locale });
  const users = {
    alice: user('alice', 'Alice', 'en-US'),
    bob: user('bob', 'Bob', 'ja'),
    csilla: user('csilla', 'Csilla', 'hu'),
    dan: user('dan', 'Dan', 'en-GB'),
    erin: user('erin', 'Erin', 'hu'),
  };
  const guild = model.createGuild({ id: nextId(), name: 'Local Guild', ownerId: users.alice.id });
  for (const member of Object.values(users)) model.addMember(guild.id, member.id);
  const general = model.createTextChannel(guild.id, { id: nextId(), name: 'general' });
  const games = Array.from({ length: GAME_CHANNEL_COUNT }, (_, index) =>
    model.createTextChannel(guild.id, { id: nextId(), name: `games-${index + 1}` }),
  );
  return { guild, channels: { general, games }, users };
}

export interface ShardGuild {
  guild: LocalGuild;
  channel: LocalChannel;
}

/**
 * Another guild for a sharded bot: its id lands on `shardId` of `shardCount` by Discord's formula,
 * `users` (e.g. the default world's) are its members, and it has one text channel, #games.
 */
export function seedGuildOnShard(
  model: LocalDiscordModel,
  options: { shardId: number; shardCount: number; name: string; users: readonly LocalUser[] },
): ShardGuild {
  const guild = model.createGuild({
    id: model.ids.nextOnShard(options.shardId, options.shardCount),
    name: options.name,
    ownerId: options.users[0]?.id ?? '0',
  });
  for (const user of options.users) model.addMember(guild.id, user.id);
  const channel = model.createTextChannel(guild.id, { name: 'games' });
  return { guild, channel };
}
