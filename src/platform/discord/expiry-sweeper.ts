import { sweepReminders } from '../reminders/reminder-sweep.js';
import { UNPUBLISHED_GRACE_MS } from '../store/game-store.js';
import type { BotContext } from './bot-context.js';
import { gameRuntime } from './game-runtime.js';
import { republishAllUnshown, republishUnshown } from './table-convergence.js';

const BATCH = 50;

/**
 * Every interval, claims games whose deadline passed (idle too long, or a timed turn run out) and
 * lets their game act on it, republishes tables left behind their game's newest state, then
 * posts the turn reminders due. The store hands each id to exactly one process, so any number of
 * shards may sweep at once. Once after start-up (when what a process that died wrote is past the
 * grace of tables still being drawn), every running game's table is checked.
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
      await republishUnshown(context);
      await sweepReminders(context);
    } catch (error) {
      context.log.warn({ err: String(error) }, 'expiry sweep failed');
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  const startUp = setTimeout(
    () =>
      void republishAllUnshown(context).catch((error: unknown) =>
        context.log.warn({ err: String(error) }, 'start-up table check failed'),
      ),
    UNPUBLISHED_GRACE_MS,
  );
  startUp.unref();
  return {
    sweep,
    stop: () => {
      clearInterval(timer);
      clearTimeout(startUp);
    },
  };
}
