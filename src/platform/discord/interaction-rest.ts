import { REST, type RESTOptions } from '@discordjs/rest';

/**
 * How often a REST client drops the request queues it is done with. discord.js keeps one queue
 * per interaction token (a token is its own rate-limit bucket) and by default drops idle ones
 * hourly; a token is used for a few seconds, so a busy bot carried an hour of them (3,441 after
 * one 500-game benchmark run). Both the token client and the client's own REST sweep this often.
 */
export const TOKEN_QUEUE_SWEEP_MS = 60_000;

/**
 * The REST client for requests made with an interaction's token (callbacks, follow-ups, edits of
 * the messages they made): Discord does not count those against the bot's global rate limit.
 */
export function createInteractionRest(
  options: Partial<Pick<RESTOptions, 'api' | 'makeRequest'>> & { sweepMs?: number } = {},
): REST {
  const { sweepMs = TOKEN_QUEUE_SWEEP_MS, ...rest } = options;
  return new REST({
    ...rest,
    globalRequestsPerSecond: Number.POSITIVE_INFINITY,
    handlerSweepInterval: sweepMs,
  });
}
