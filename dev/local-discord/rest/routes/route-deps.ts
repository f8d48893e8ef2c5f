import type { LocalDiscordModel } from '../../model/model.js';

export interface RouteDeps {
  model: LocalDiscordModel;
  /** ws://host:port/gateway */
  gatewayUrl: string;
  /** What GET /gateway/bot says of sharding (default 1 shard, 1 identify at a time). */
  gatewayBot?: { shards: number; maxConcurrency: number };
}
