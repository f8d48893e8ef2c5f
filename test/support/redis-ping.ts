import { Redis, type RedisOptions } from 'ioredis';

/** A client of one Redis node that connects when asked and fails at once when the node is down. */
export function failFastClient(target: string | RedisOptions): Redis {
  const options: RedisOptions = { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null };
  const client =
    typeof target === 'string' ? new Redis(target, options) : new Redis({ ...target, ...options });
  client.on('error', () => {});
  return client;
}

/** Whether the node behind `client` answers PING now; the client is closed either way. */
export async function answersPing(client: Redis): Promise<boolean> {
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
