import { GatewayOpcodes } from 'discord.js';
import { WebSocket } from 'ws';
import { type ShardPair, shardReceives } from './shard-routing.js';

export interface DispatchPayload {
  op: GatewayOpcodes.Dispatch;
  t: string;
  s: number;
  d: unknown;
}

/** At least this many recent dispatches are kept for RESUME; a client further behind must identify anew. */
const REPLAY_CAPACITY = 1000;

/**
 * One identified gateway session: its sequence numbers and recent dispatches. It outlives its
 * socket (until resumed or expired) so that a client that lost the connection can RESUME.
 */
export class GatewaySession {
  private sequence = 0;
  private readonly recent: DispatchPayload[] = [];
  private currentSocket: WebSocket | null;

  constructor(
    readonly id: string,
    readonly intents: number,
    socket: WebSocket,
    /** The shard this session runs: it gets only that shard's guilds' events. */
    readonly shard: ShardPair,
  ) {
    this.currentSocket = socket;
  }

  get socket(): WebSocket | null {
    return this.currentSocket;
  }

  get isConnected(): boolean {
    return this.currentSocket?.readyState === WebSocket.OPEN;
  }

  /** Whether events of `guildId` (null: outside any guild) come to this session. */
  receives(guildId: string | null): boolean {
    return shardReceives(this.shard, guildId);
  }

  dispatch(event: string, data: unknown): void {
    this.sequence += 1;
    const payload: DispatchPayload = { op: GatewayOpcodes.Dispatch, t: event, s: this.sequence, d: data };
    this.recent.push(payload);
    // Trimmed in halves so that each dispatch costs O(1) amortised.
    if (this.recent.length > 2 * REPLAY_CAPACITY) this.recent.splice(0, REPLAY_CAPACITY);
    if (this.isConnected) this.currentSocket?.send(JSON.stringify(payload));
  }

  /** Moves the session to a new socket and replays what the client missed; false if too much was missed. */
  resumeOn(socket: WebSocket, lastSequence: number): boolean {
    const oldest = this.recent[0]?.s ?? this.sequence + 1;
    if (lastSequence > this.sequence || lastSequence + 1 < oldest) return false;
    this.currentSocket = socket;
    for (const payload of this.recent) {
      if (payload.s > lastSequence) socket.send(JSON.stringify(payload));
    }
    return true;
  }

  detach(socket: WebSocket): void {
    if (this.currentSocket === socket) this.currentSocket = null;
  }
}
