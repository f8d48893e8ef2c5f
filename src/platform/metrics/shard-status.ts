import { type Client, Events } from 'discord.js';
import type { Metrics, ShardState } from './metrics.js';

export interface ShardWatch {
  /** Null while the client is ready and every shard of this process is; else why not. */
  notReady(): string | null;
}

/**
 * Follows the gateway shards of this process through discord.js's shard events (to be attached
 * before login): the `rendezvous_shard_status` gauge and the gateway part of /healthz.
 * `resuming`: the shard lost its connection and is reconnecting (or resuming its session).
 */
export function watchShards(client: Client, metrics: Pick<Metrics, 'setShard'> | undefined): ShardWatch {
  const states = new Map<number, ShardState>();
  const set = (shardId: number, state: ShardState) => {
    states.set(shardId, state);
    metrics?.setShard(shardId, state);
  };
  client.on(Events.ShardReady, (shardId) => set(shardId, 'ready'));
  client.on(Events.ShardResume, (shardId) => set(shardId, 'ready'));
  client.on(Events.ShardReconnecting, (shardId) => set(shardId, 'resuming'));
  client.on(Events.ShardDisconnect, (_event, shardId) => set(shardId, 'disconnected'));
  return {
    notReady() {
      if (!client.isReady()) return 'discord gateway not ready';
      for (const [shardId, state] of states) if (state !== 'ready') return `shard ${shardId} ${state}`;
      return null;
    },
  };
}
