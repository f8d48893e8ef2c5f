import {
  type APIApplication,
  type APIUser,
  type Client,
  ClientApplication,
  ClientUser,
  Routes,
} from 'discord.js';
import { slimPressedMessage } from '../discord/pressed-message.js';

/** discord.js's internals this module drives, as the gateway's handlers drive them. */
interface ClientInternals {
  actions: { InteractionCreate: { handle(data: unknown): void } };
  guilds: { _add(data: unknown): unknown };
  channels: { _add(data: unknown, guild?: unknown): unknown; _remove(id: string): void };
}

/** Guilds and channels learnt from interactions are dropped after this long unused (an interaction token's lifetime). */
const IDLE_GUILD_MS = 15 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;

const internals = (client: Client) => client as unknown as ClientInternals;

/**
 * What logging in would give the client, by REST instead of the gateway's READY: the token, the
 * bot user and the application (whose commands `fetchCommandIds` reads), and the test server of
 * DISCORD_GUILD_ID when there is one.
 */
export async function connectWithoutGateway(client: Client, token: string, guildId?: string): Promise<void> {
  client.rest.setToken(token);
  client.token = token;
  const [user, application] = (await Promise.all([
    client.rest.get(Routes.user()),
    client.rest.get(Routes.currentApplication()),
  ])) as [APIUser, APIApplication];
  const makeUser = ClientUser as unknown as new (client: Client, data: APIUser) => ClientUser;
  const makeApplication = ClientApplication as unknown as new (
    client: Client,
    data: APIApplication,
  ) => ClientApplication;
  client.user = new makeUser(client, user);
  client.users.cache.set(user.id, client.user);
  client.application = new makeApplication(client, application);
  if (guildId) await client.guilds.fetch(guildId);
}

export interface InteractionDispatcher {
  dispatch(payload: Record<string, unknown>): void;
  stop(): void;
}

/**
 * Hands a verified interaction payload to discord.js exactly as INTERACTION_CREATE would be
 * (`client.actions.InteractionCreate`: the right Interaction class, then Events.InteractionCreate,
 * where the router listens). Without a gateway nothing fills the guild and channel caches that
 * `interaction.guild`, `interaction.channel` and `interaction.member` read, so the partial guild
 * and channel the payload carries are cached first (and patched by every later interaction), and
 * dropped once unused for a while.
 */
export function interactionDispatcher(client: Client, keepGuildId?: string): InteractionDispatcher {
  const lastUsed = new Map<string, number>();
  const sweep = setInterval(() => {
    const before = Date.now() - IDLE_GUILD_MS;
    for (const [guildId, at] of lastUsed) {
      if (at > before) break; // oldest first: the rest were used later
      lastUsed.delete(guildId);
      if (guildId === keepGuildId) continue;
      const guild = client.guilds.cache.get(guildId);
      for (const channelId of guild?.channels.cache.keys() ?? [])
        internals(client).channels._remove(channelId);
      client.guilds.cache.delete(guildId);
    }
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return {
    dispatch(payload) {
      const guildId = typeof payload.guild_id === 'string' ? payload.guild_id : null;
      if (guildId) {
        lastUsed.delete(guildId);
        lastUsed.set(guildId, Date.now());
        const partial = (payload.guild ?? {}) as Record<string, unknown>;
        const guild =
          client.guilds.cache.get(guildId) ?? internals(client).guilds._add({ ...partial, id: guildId });
        if (payload.channel && typeof payload.channel === 'object') {
          internals(client).channels._add({ ...payload.channel, guild_id: guildId }, guild);
        }
      }
      slimPressedMessage(payload);
      internals(client).actions.InteractionCreate.handle(payload);
    },
    stop: () => clearInterval(sweep),
  };
}
