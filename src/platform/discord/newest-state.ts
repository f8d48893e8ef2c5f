import type { Loaded } from '../session/session-service.js';
import type { BotServices } from './bot-services.js';

/**
 * Over HTTP, presses of one game reach different processes, and what this process put on a
 * message (a table, a lobby) may reach Discord after a newer one from another process. Once this
 * process's message of version `shown` is out, the store tells whether a newer state exists (one
 * small read of the version, the whole game only when newer): the message then goes out again.
 * Whichever process's message lands last checks last, so it comes to rest on the newest state.
 * Over the gateway a server's presses all reach one process, whose own guards suffice: no read.
 */
export async function newerThanShown<State>(
  context: BotServices,
  load: (gameId: string) => Promise<Loaded<State> | null>,
  gameId: string,
  shown: number,
): Promise<Loaded<State> | null> {
  if (!context.interactionsOverHttp) return null;
  try {
    const { store } = context;
    const current = store.versionOf
      ? await store.versionOf(gameId)
      : ((await store.get(gameId))?.version ?? null);
    if (current === null || current <= shown) return null;
    const newest = await load(gameId);
    return newest && newest.storeVersion > shown ? newest : null;
  } catch (error) {
    context.log.warn({ gameId, err: String(error) }, 'newest state not read');
    return null;
  }
}
