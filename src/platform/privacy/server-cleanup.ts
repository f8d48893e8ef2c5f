import { type Client, DiscordAPIError, Events, Routes, ShardClientUtil } from 'discord.js';
import type { Logger } from '../log.js';
import type { DepartedServers } from './departed-servers.js';

/** How long a server's data outlives the bot's departure, so that inviting it back loses nothing. */
export const KEPT_AFTER_LEAVING_MS = 30 * 86_400_000;

/** Servers erased per claim: a sweep claims again until none is due. */
const CLAIM_BATCH = 20;

export interface ServerCleanupOptions {
  client: Client;
  departed: DepartedServers;
  /** Erases what is kept about a server; returns how much went (keys). */
  erase(guildId: string): Promise<number>;
  now(): number;
  log: Logger;
  sweepIntervalMs: number;
}

export interface ServerCleanup {
  /** Erases the servers left long enough ago (also run every `sweepIntervalMs`). */
  sweep(): Promise<void>;
  stop(): void;
}

/**
 * Notes when the bot leaves a server (GUILD_DELETE without `unavailable`: discord.js tells an
 * outage apart) and when it is back (GUILD_CREATE, or found in its servers on connecting, which
 * covers an invitation while it was offline); 30 days after leaving, the server's data is erased.
 */
export function startServerCleanup(options: ServerCleanupOptions): ServerCleanup {
  const { client, departed, log } = options;
  const warn = (message: string) => (error: unknown) => log.warn({ err: String(error) }, message);
  const onLeave = (guild: { id: string }) => {
    log.info({ guildId: guild.id }, 'left a server: its data goes in 30 days');
    departed.left(guild.id, options.now()).catch(warn('could not note a server left'));
  };
  const onBack = (guild: { id: string }) => {
    departed.back([guild.id]).catch(warn('could not note a server joined'));
  };
  const onReady = () => {
    departed.back([...client.guilds.cache.keys()]).catch(warn('could not note the servers joined'));
  };
  client.on(Events.GuildDelete, onLeave);
  client.on(Events.GuildCreate, onBack);
  if (client.isReady()) onReady();
  else client.once(Events.ClientReady, onReady);

  /**
   * Whether the bot is in the server: this process's cache knows the guilds of the shards it runs;
   * of a guild on another process's shard, Discord is asked (a guild the bot is not in answers 403 or 404).
   */
  async function isIn(guildId: string): Promise<boolean> {
    if (client.guilds.cache.has(guildId)) return true;
    const shardId = ShardClientUtil.shardIdForGuildId(guildId, client.options.shardCount ?? 1);
    if (client.ws.shards.has(shardId)) return false;
    try {
      await client.rest.get(Routes.guild(guildId));
      return true;
    } catch (error) {
      if (error instanceof DiscordAPIError && (error.status === 403 || error.status === 404)) return false;
      throw error;
    }
  }

  /** False when the erasure failed: the server is back on the list for the next sweep. */
  async function eraseOne(guildId: string, leftAt: number): Promise<boolean> {
    try {
      if (await isIn(guildId)) return true;
      const keys = await options.erase(guildId);
      log.info({ guildId, keys }, 'erased the data of a server left 30 days ago');
      return true;
    } catch (error) {
      log.warn({ guildId, err: String(error) }, 'could not erase a server left: tried again next sweep');
      await departed.left(guildId, leftAt);
      return false;
    }
  }

  async function sweep(): Promise<void> {
    for (;;) {
      const due = await departed.claimLeftBefore(options.now() - KEPT_AFTER_LEAVING_MS, CLAIM_BATCH);
      let erasedAll = true;
      for (const server of due) erasedAll = (await eraseOne(server.guildId, server.leftAt)) && erasedAll;
      if (due.length < CLAIM_BATCH || !erasedAll) return;
    }
  }

  const timer = setInterval(
    () => void sweep().catch(warn('server clean-up failed')),
    options.sweepIntervalMs,
  );
  timer.unref();
  return {
    sweep,
    stop() {
      clearInterval(timer);
      client.off(Events.GuildDelete, onLeave);
      client.off(Events.GuildCreate, onBack);
      client.off(Events.ClientReady, onReady);
    },
  };
}
