import type { UnpublishedGame } from '../store/game-store.js';
import type { BotServices } from './bot-services.js';

/** How often the versions tables were seen to show are written: off the press path, in one batch. */
const FLUSH_EVERY_MS = 1_000;

/**
 * Tells the store which version each game's table shows now, in batches: a press stays one
 * Redis script, and a game whose table never showed its newest write (its writer died between
 * the two) is found and republished by a sweep.
 */
function createPublishedAcks(context: BotServices) {
  const pending = new Map<string, number>();
  let flushDue = false;

  async function flush(): Promise<void> {
    flushDue = false;
    const shown: UnpublishedGame[] = [...pending].map(([gameId, version]) => ({ gameId, version }));
    pending.clear();
    await context.store.acknowledgePublished?.(shown).catch((error: unknown) =>
      // Harmless: a sweep republishes what looks unshown, which redraws the same table.
      context.log.debug({ err: String(error) }, 'shown tables not acknowledged'),
    );
  }

  return {
    shown(gameId: string, version: number): void {
      // A bot context without a store (a test of the publisher alone) acknowledges nothing.
      if (!context.store?.acknowledgePublished) return;
      if ((pending.get(gameId) ?? 0) >= version) return;
      pending.set(gameId, version);
      if (flushDue) return;
      flushDue = true;
      setTimeout(() => void flush(), FLUSH_EVERY_MS).unref();
    },
  };
}

const perBot = new WeakMap<BotServices, ReturnType<typeof createPublishedAcks>>();

/** This bot's acknowledgements of shown tables (one batch for all its games). */
export function publishedAcks(context: BotServices) {
  let acks = perBot.get(context);
  if (!acks) {
    acks = createPublishedAcks(context);
    perBot.set(context, acks);
  }
  return acks;
}
