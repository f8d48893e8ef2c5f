import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric name starts so, and Node's own process metrics are collected under it too. */
export const METRIC_PREFIX = 'rendezvous_';

/**
 * How an interaction ended, as its presser saw it:
 * - answered: the handler's own answer went out in time;
 * - late: nothing had gone out by the deadline guard's cut-off, so the guard deferred it;
 * - refused: answered with a refusal that changed nothing (not your turn, a stale button, a
 *   spectator's press, a vanished game; see discord/refusals.ts);
 * - failed: the handler threw (the presser got the short error answer), or the answer itself failed;
 * - unanswered: the handler returned without answering a repliable interaction;
 * - dropped: it arrived while the process was shutting down, so no work started.
 */
export type PressOutcome = 'answered' | 'refused' | 'late' | 'failed' | 'unanswered' | 'dropped';

/** Seconds from an interaction's creation to its first answer: Discord's deadline is 3 s. */
const ACK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 5, 10];
/** Seconds from an answer to the picture edit that follows it. */
const PICTURE_LAG_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 60];

export type ShardState = 'ready' | 'resuming' | 'disconnected';
const SHARD_STATES: readonly ShardState[] = ['ready', 'resuming', 'disconnected'];

/** A value read when Prometheus scrapes, from whatever is plugged in once the process has it. */
export interface ScrapedGauge {
  readFrom(read: () => number | Promise<number>): void;
}

/** The bot's metrics, in a registry of their own (no prom-client global state). */
export interface Metrics {
  registry: Registry;
  /** Interactions handled, by game (or `platform`, `unknown`), kind and outcome. */
  presses: Counter<'game' | 'kind' | 'outcome'>;
  /** First answers sent to Discord, by game and result (sent, or refused by Discord: failed). */
  acks: Counter<'game' | 'result'>;
  ackSeconds: Histogram<'game'>;
  pictureLagSeconds: Histogram;
  redisRoundTrips: Counter<'client'>;
  redisErrors: Counter<'client'>;
  shardStatus: Gauge<'shard' | 'status'>;
  renderQueueDepth: ScrapedGauge;
  liveGames: ScrapedGauge;
  /** Marks a shard's state: its series for that state is 1, the others 0. */
  setShard(shardId: number, state: ShardState): void;
}

/**
 * A gauge whose value is read at scrape time. A read that fails (Redis down) reports NaN instead
 * of failing the whole scrape, so every other metric still arrives while something is broken.
 */
function scrapedGauge(registry: Registry, name: string, help: string): ScrapedGauge {
  let read: (() => number | Promise<number>) | null = null;
  const gauge = new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      if (!read) return;
      try {
        this.set(await read());
      } catch {
        this.set(Number.NaN);
      }
    },
  });
  gauge.set(Number.NaN);
  return {
    readFrom(next) {
      read = next;
    },
  };
}

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const registers = [registry];
  const shardStatus = new Gauge({
    name: `${METRIC_PREFIX}shard_status`,
    help: 'Gateway shards of this process: 1 on the state each shard is in, 0 on the others',
    labelNames: ['shard', 'status'] as const,
    registers,
  });
  return {
    registry,
    presses: new Counter({
      name: `${METRIC_PREFIX}presses_total`,
      help: 'Interactions (commands, presses, forms) handled, by game, kind and outcome',
      labelNames: ['game', 'kind', 'outcome'] as const,
      registers,
    }),
    acks: new Counter({
      name: `${METRIC_PREFIX}acks_total`,
      help: 'First answers to interactions, by game and whether Discord took them (sent) or not (failed)',
      labelNames: ['game', 'result'] as const,
      registers,
    }),
    ackSeconds: new Histogram({
      name: `${METRIC_PREFIX}ack_seconds`,
      help: "Seconds from an interaction's creation to its first answer reaching Discord (deadline: 3 s)",
      labelNames: ['game'] as const,
      buckets: ACK_BUCKETS,
      registers,
    }),
    pictureLagSeconds: new Histogram({
      name: `${METRIC_PREFIX}picture_lag_seconds`,
      help: "Seconds from a press's answer to the edit bringing the board's picture up to date",
      buckets: PICTURE_LAG_BUCKETS,
      registers,
    }),
    redisRoundTrips: new Counter({
      name: `${METRIC_PREFIX}redis_round_trips_total`,
      help: 'Requests sent to Redis (a pipeline or transaction counts once), by connection',
      labelNames: ['client'] as const,
      registers,
    }),
    redisErrors: new Counter({
      name: `${METRIC_PREFIX}redis_errors_total`,
      help: 'Redis commands that failed (refused, timed out, connection down), by connection',
      labelNames: ['client'] as const,
      registers,
    }),
    shardStatus,
    renderQueueDepth: scrapedGauge(
      registry,
      `${METRIC_PREFIX}render_queue_depth`,
      'Pictures waiting for a render thread in this process',
    ),
    liveGames: scrapedGauge(
      registry,
      `${METRIC_PREFIX}live_games`,
      'Games (and lobbies) started and not finished, in the whole store (every process reports the same count)',
    ),
    setShard(shardId, state) {
      for (const status of SHARD_STATES)
        shardStatus.set({ shard: String(shardId), status }, status === state ? 1 : 0);
    },
  };
}
