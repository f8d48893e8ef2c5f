import { turnReminders } from '../reminders/turn-reminders.js';
import type { BotContext } from './bot-context.js';
import { gameRuntime } from './game-runtime.js';

const BATCH = 50;

/**
 * Every interval, claims games whose deadline passed (idle too long, or a timed turn run out) and
 * lets their game act on it, then posts the turn reminders due. The store hands each id to exactly one process, so any number of
 * shards may sweep at once.
 */
export function startExpirySweeper(context: BotContext, intervalMs: number) {
  let running = false;

  async function sweep(): Promise<void> {
    if (running) return;
    running = true;
    try {
      const ids = await context.store.claimExpired(context.now(), BATCH);
      for (const gameId of ids) {
        const stored = await context.store.get(gameId);
        const game = stored ? context.games.get(stored.game) : undefined;
        if (!game) continue;
        await gameRuntime(game, context)
          .passDeadline(gameId)
          .catch((error: unknown) =>
            context.log.warn({ gameId, err: String(error) }, "could not pass a game's deadline"),
          );
      }
      await turnReminders(context).sweep();
    } catch (error) {
      context.log.warn({ err: String(error) }, 'expiry sweep failed');
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
