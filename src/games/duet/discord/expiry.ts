import type { BotContext } from '../../../platform/discord/bot-context.js';
import { expireGame, isGameOver } from '../engine/index.js';
import type { DuetDocument } from '../session.js';
import { editBoard } from './board-publisher.js';
import { recordMission } from './campaign/campaign-results.js';
import { loadDocument } from './game-service.js';
import { editRoster } from './teams/roster-publisher.js';
import { closeSideThreads } from './teams/team-threads.js';

function expired(document: DuetDocument): DuetDocument | null {
  if (document.stage === 'lobby') return document.expired ? null : { ...document, expired: true };
  return isGameOver(document.engine) ? null : { ...document, engine: expireGame(document.engine) };
}

/**
 * A lobby or game idle past its deadline ends as expired, and its messages say so. One attempt
 * only: if a move got in first, the game is alive again and that move rescheduled it.
 */
export async function expireIdleGame(gameId: string, context: BotContext): Promise<void> {
  const loaded = await loadDocument(context, gameId);
  const document = loaded ? expired(loaded.document) : null;
  if (!loaded || !document) return;
  const written = await context.store.compareAndSet({
    gameId,
    expectedVersion: loaded.storeVersion,
    data: document,
    idleSeconds: context.idleSeconds,
    finished: true,
  });
  if (!written.ok) return;
  context.log.info({ gameId, stage: document.stage }, 'expired');
  await editRoster(context, gameId, document);
  if (document.stage === 'game') {
    await editBoard(context, { gameId, session: document, storeVersion: written.game.version });
    await closeSideThreads(context, document);
    await recordMission(context, gameId, document);
  }
}
