import type { Metrics } from './metrics.js';

/** What ioredis sends every command through (a single connection and a Cluster alike). */
interface CommandSender {
  sendCommand(
    command: { name: string; promise: Promise<unknown> },
    stream?: unknown,
    ...rest: unknown[]
  ): unknown;
}

/** Counts on one connection, named for the label (`games`, `reminders`…). */
export type RedisObserver = (client: CommandSender, name: string) => void;

/** ioredis writes a pipeline's (or a MULTI's) commands through one stream object made for that exec. */
function pipelineOf(stream: unknown): object | null {
  return typeof stream === 'object' &&
    stream !== null &&
    (stream as { isPipeline?: unknown }).isPipeline === true
    ? stream
    : null;
}

/**
 * Counts round trips and failed commands by wrapping the client's `sendCommand`: an increment per
 * request and a rejection handler per command, no extra request to Redis. A pipeline counts one
 * round trip (its first command); every failed command counts as an error.
 */
export function redisObserver(metrics: Pick<Metrics, 'redisRoundTrips' | 'redisErrors'>): RedisObserver {
  return (client, name) => {
    const roundTrips = metrics.redisRoundTrips.labels({ client: name });
    const errors = metrics.redisErrors.labels({ client: name });
    const countError = () => errors.inc();
    const counted = new WeakSet<object>();
    const send = client.sendCommand.bind(client);
    client.sendCommand = (command, stream, ...rest) => {
      const pipeline = pipelineOf(stream);
      if (!pipeline) roundTrips.inc();
      else if (!counted.has(pipeline)) {
        counted.add(pipeline);
        roundTrips.inc();
      }
      // ioredis's own CLIENT SETINFO on connecting fails on a Redis older than 7.2, harmlessly.
      if (command.name !== 'client') command.promise.catch(countError);
      return send(command, stream, ...rest);
    };
  };
}
