import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Driver } from './driver.js';
import { GatewayServer } from './gateway/gateway-server.js';
import { dispatchModelChanges } from './gateway/model-dispatcher.js';
import { HttpDelivery } from './http-delivery/http-delivery.js';
import { LocalDiscordModel } from './model/model.js';
import { type SeededWorld, type ShardGuild, seedDefault, seedGuildOnShard } from './model/seed.js';
import { RequestLog } from './rest/request-log.js';
import { createRestHandler } from './rest/rest-handler.js';
import { Router } from './rest/router.js';
import { addChannelRoutes } from './rest/routes/channel-routes.js';
import { addCommandRoutes } from './rest/routes/command-routes.js';
import { addGuildRoutes } from './rest/routes/guild-routes.js';
import { addIdentityRoutes } from './rest/routes/identity-routes.js';
import { addInteractionRoutes } from './rest/routes/interaction-routes.js';
import { addMessageRoutes } from './rest/routes/message-routes.js';

export interface LocalDiscordOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: '127.0.0.1';
  /** How long the bot has to answer an interaction. Default 3000 ms, as on Discord. */
  interactionDeadlineMs?: number;
  /** Budget for stored attachment bytes. Default 256 MiB. */
  maxAttachmentBytes?: number;
  /** Heartbeat interval announced in HELLO. Default 41 250 ms, as on Discord. */
  heartbeatIntervalMs?: number;
  /** How many REST requests the log keeps. Default 50 000. */
  requestLogCapacity?: number;
  /**
   * Sharding: the shard count GET /gateway/bot recommends (default 1), the fewest an IDENTIFY may
   * ask for (fewer close with 4011), and how many shards may identify at once (its max_concurrency,
   * default 1: discord.js then waits 5 s between two identifies of one process).
   */
  shards?: { recommended?: number; required?: number; maxConcurrency?: number };
}

export interface LocalDiscord {
  /** What the bot passes as `rest.api` (DISCORD_API_URL), e.g. `http://127.0.0.1:PORT/api`. */
  readonly restBaseUrl: string;
  /** The gateway URL that GET /gateway/bot gives out. */
  readonly gatewayUrl: string;
  readonly model: LocalDiscordModel;
  readonly driver: Driver;
  readonly gateway: GatewayServer;
  /** Every REST request, oldest first (bounded). */
  readonly requests: RequestLog;
  /** The application's public key (hex), what the bot gets as DISCORD_PUBLIC_KEY. */
  readonly applicationPublicKey: string;
  /**
   * The Developer Portal's Interactions Endpoint URL: verified with two PINGs when set, then every
   * interaction is POSTed there, signed, instead of sent over the gateway (null: the gateway again).
   */
  setInteractionsEndpointUrl(url: string | null): Promise<void>;
  clearRequests(): void;
  /** Creates the default world ("Local Guild", #general, #games-1..5, Alice, Bob, Csilla, Dan, Erin). */
  seedDefault(): SeededWorld;
  /** Another guild, on the shard asked for, with `users` as members and a #games channel. */
  seedGuildOnShard(options: Parameters<typeof seedGuildOnShard>[1]): ShardGuild;
  close(): Promise<void>;
}

/** Starts a loopback Discord (REST + gateway) that an unmodified discord.js Client can log in to. */
export async function startLocalDiscord(options: LocalDiscordOptions = {}): Promise<LocalDiscord> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  const gatewayUrl = `ws://${host}:${port}/gateway`;

  const model = new LocalDiscordModel({
    origin,
    maxAttachmentBytes: options.maxAttachmentBytes,
    interactionDeadlineMs: options.interactionDeadlineMs,
  });
  const gateway = new GatewayServer(model, {
    url: gatewayUrl,
    heartbeatIntervalMs: options.heartbeatIntervalMs,
    requiredShards: options.shards?.required,
  });
  dispatchModelChanges(model, gateway);

  const router = new Router();
  const gatewayBot = {
    shards: options.shards?.recommended ?? 1,
    maxConcurrency: options.shards?.maxConcurrency ?? 1,
  };
  const deps = { model, gatewayUrl, gatewayBot };
  for (const addRoutes of [
    addIdentityRoutes,
    addCommandRoutes,
    addInteractionRoutes,
    addMessageRoutes,
    addChannelRoutes,
    addGuildRoutes,
  ]) {
    addRoutes(router, deps);
  }
  const requests = new RequestLog(options.requestLogCapacity);
  const httpDelivery = new HttpDelivery(model, model.applicationKey, requests);
  const handleRequest = createRestHandler({ model, router, log: requests });
  server.on('request', (request, response) => void handleRequest(request, response));
  server.on('upgrade', (request, socket, head) => gateway.handleUpgrade(request, socket, head));

  return {
    restBaseUrl: `${origin}/api`,
    gatewayUrl,
    model,
    driver: new Driver(model, gateway, httpDelivery),
    gateway,
    requests,
    applicationPublicKey: model.applicationKey.publicKeyHex,
    setInteractionsEndpointUrl: (url) => httpDelivery.setEndpointUrl(url),
    clearRequests: () => requests.clear(),
    seedDefault: () => seedDefault(model),
    seedGuildOnShard: (guild) => seedGuildOnShard(model, guild),
    close: async () => {
      gateway.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
