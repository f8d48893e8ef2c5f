import type { BotContext } from '../../../platform/discord/bot-context.js';
import { isGameOver } from '../engine/index.js';
import { recordMission } from './campaign/campaign-results.js';
import type { LoadedGame } from './game-service.js';
import { editRoster } from './teams/roster-publisher.js';
import { closeSideThreads } from './teams/team-threads.js';

/** What follows a move beyond the board: when it ended the game, the roster and threads close and a mission is recorded. */
export async function afterMove(context: BotContext, game: LoadedGame): Promise<void> {
  if (!isGameOver(game.session.engine)) return;
  await editRoster(context, game.gameId, game.session);
  await closeSideThreads(context, game.session);
  await recordMission(context, game.gameId, game.session);
}
