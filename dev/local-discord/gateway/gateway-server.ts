import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GatewayCloseCodes, GatewayIntentBits, GatewayOpcodes } from 'discord.js';
import { type WebSocket, WebSocketServer } from 'ws';
import { isJsonObject } from '../model/component-tree.js';
import type { LocalDiscordModel } from '../model/model.js';
import { guildCreatePayload, readyPayload } from './gateway-payloads.js';
import { GatewaySession } from './gateway-session.js';
import { guildOfEvent, parseShardPair } from './shard-routing.js';

export interface GatewayOptions {
  /** ws://host:port/gateway, given out by GET /gateway/bot and as the resume URL. */
  url: string;
  heartbeatIntervalMs?: number;
  /** How long a disconnected session stays resumable. */
  resumeWindowMs?: number;
  /** An IDENTIFY with fewer shards closes with 4011 Sharding required, as Discord does for a large bot. */
  requiredShards?: number;
}

const GATEWAY_PATH = '/gateway';
const DEFAULT_HEARTBEAT_INTERVAL_MS = 41_250;
const DEFAULT_RESUME_WINDOW_MS = 60_000;
/** Close codes with which a client ends its session for good (discord.js destroy() uses 1000). */
const SESSION_ENDING_CLOSE_CODES = new Set([1000, 1001]);

/**
 * The gateway, v10 JSON without compression (discord.js asks for zlib-stream only when the
 * optional zlib-sync package is installed, and parses uncompressed text frames either way).
 */
export class GatewayServer {
  private readonly sockets = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, GatewaySession>();
  private readonly heartbeatIntervalMs: number;
  private readonly resumeWindowMs: number;

  constructor(
    private readonly model: LocalDiscordModel,
    private readonly options: GatewayOptions,
  ) {
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? DEFAULT_HEARTBEAT_INTERVAL_MS;
    this.resumeWindowMs = options.resumeWindowMs ?? DEFAULT_RESUME_WINDOW_MS;
    this.sockets.on('connection', (socket) => this.onConnection(socket));
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(request.url ?? '/', 'http://local').pathname.replace(/\/$/, '');
    if (path !== GATEWAY_PATH) {
      socket.destroy();
      return;
    }
    this.sockets.handleUpgrade(request, socket, head, (webSocket) =>
      this.sockets.emit('connection', webSocket),
    );
  }

  /**
   * Sends an event to every session (connected or resumable) whose intents include `intent` and
   * whose shard has the event's guild (Discord's formula; an event outside any guild goes to shard 0).
   */
  dispatch(event: string, data: unknown, intent?: number): void {
    const guildId = guildOfEvent(event, data);
    for (const session of this.sessions.values()) {
      if (intent !== undefined && (session.intents & intent) === 0) continue;
      if (session.receives(guildId)) session.dispatch(event, data);
    }
  }

  get connectedSessionCount(): number {
    return [...this.sessions.values()].filter((session) => session.isConnected).length;
  }

  /** Test knob: asks every client to reconnect (opcode 7), which discord.js answers with a RESUME. */
  requestReconnect(): void {
    for (const session of this.sessions.values()) {
      if (session.isConnected) send(session.socket, { op: GatewayOpcodes.Reconnect, d: null });
    }
  }

  close(): void {
    for (const socket of this.sockets.clients) socket.terminate();
    this.sessions.clear();
    this.sockets.close();
  }

  private onConnection(socket: WebSocket): void {
    let session: GatewaySession | null = null;
    send(socket, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.heartbeatIntervalMs } });
    socket.on('error', () => socket.terminate());
    socket.on('message', (raw) => {
      const payload = parsePayload(raw.toString());
      if (!payload) {
        socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
        return;
      }
      switch (payload.op) {
        case GatewayOpcodes.Heartbeat:
          send(socket, { op: GatewayOpcodes.HeartbeatAck });
          return;
        case GatewayOpcodes.Identify:
        case GatewayOpcodes.Resume:
          if (session) {
            socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
            return;
          }
          session =
            payload.op === GatewayOpcodes.Identify
              ? this.identify(socket, payload.d)
              : this.resume(socket, payload.d);
          return;
        case GatewayOpcodes.PresenceUpdate:
        case GatewayOpcodes.VoiceStateUpdate:
        case GatewayOpcodes.RequestGuildMembers:
          if (!session) socket.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
          return;
        default:
          socket.close(GatewayCloseCodes.UnknownOpcode, 'Unknown opcode.');
      }
    });
    socket.on('close', (code) => {
      if (session) this.onSessionSocketClosed(session, socket, code);
    });
  }

  private identify(socket: WebSocket, data: unknown): GatewaySession | null {
    if (!isJsonObject(data) || typeof data.token !== 'string' || typeof data.intents !== 'number') {
      socket.close(GatewayCloseCodes.DecodeError, 'Invalid identify payload.');
      return null;
    }
    const shard = parseShardPair(data.shard);
    if (!shard) {
      socket.close(GatewayCloseCodes.InvalidShard, 'Invalid shard.');
      return null;
    }
    if (shard[1] < (this.options.requiredShards ?? 1)) {
      socket.close(GatewayCloseCodes.ShardingRequired, 'Sharding required.');
      return null;
    }
    const session = new GatewaySession(randomBytes(16).toString('hex'), data.intents, socket, shard);
    this.sessions.set(session.id, session);
    const guilds = this.model.allGuilds().filter((guild) => session.receives(guild.id));
    session.dispatch('READY', readyPayload(this.model, guilds, session.id, this.options.url, shard));
    if ((session.intents & GatewayIntentBits.Guilds) !== 0) {
      for (const guild of guilds) session.dispatch('GUILD_CREATE', guildCreatePayload(this.model, guild));
    }
    return session;
  }

  /** A session that cannot be resumed gets INVALID_SESSION (d: false): the client identifies anew. */
  private resume(socket: WebSocket, data: unknown): GatewaySession | null {
    const session = isJsonObject(data) ? this.sessions.get(String(data.session_id)) : undefined;
    const lastSequence = isJsonObject(data) ? Number(data.seq ?? 0) : 0;
    if (!session || session.isConnected || !session.resumeOn(socket, lastSequence)) {
      send(socket, { op: GatewayOpcodes.InvalidSession, d: false });
      return null;
    }
    session.dispatch('RESUMED', {});
    return session;
  }

  private onSessionSocketClosed(session: GatewaySession, socket: WebSocket, code: number): void {
    session.detach(socket);
    if (SESSION_ENDING_CLOSE_CODES.has(code)) {
      this.sessions.delete(session.id);
      return;
    }
    setTimeout(() => {
      if (!session.isConnected) this.sessions.delete(session.id);
    }, this.resumeWindowMs).unref();
  }
}

function send(socket: WebSocket | null, payload: { op: GatewayOpcodes; d?: unknown }): void {
  socket?.send(JSON.stringify({ s: null, t: null, d: null, ...payload }));
}

function parsePayload(text: string): { op: number; d: unknown } | null {
  try {
    const payload: unknown = JSON.parse(text);
    return isJsonObject(payload) && typeof payload.op === 'number' ? { op: payload.op, d: payload.d } : null;
  } catch {
    return null;
  }
}
