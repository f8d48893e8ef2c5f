import type { BotContext } from '../../../platform/discord/bot-context.js';
import { expireGame, isGameOver } from '../engine/index.js';
import { editBoard } from './board-publisher.js';
import { loadGame } from './game-service.js';

/** A game idle past its deadline ends as expired, and its board says so. */
export async function expireIdleGame(gameId: string, context: BotContext): Promise<void> {
  const game = await loadGame(context, gameId);
  if (!game || isGameOver(game.session.engine)) return;
  const session = { ...game.session, engine: expireGame(game.session.engine) };
  const written = await context.store.compareAndSet({
    gameId,
    expectedVersion: game.storeVersion,
    data: session,
    idleSeconds: context.idleSeconds,
    finished: true,
  });
  // A move raced the sweeper: the game is alive again and rescheduled by that move.
  if (!written.ok) return;
  context.log.info({ gameId }, 'game expired');
  await editBoard(context, { gameId, session, storeVersion: written.game.version });
}
