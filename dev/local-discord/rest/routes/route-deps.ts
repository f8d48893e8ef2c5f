import type { LocalDiscordModel } from '../../model/model.js';

export interface RouteDeps {
  model: LocalDiscordModel;
  /** ws://host:port/gateway */
  gatewayUrl: string;
}
