import type { BotContext } from '../../../platform/discord/bot-context.js';
import { recordMission } from './campaign/campaign-results.js';
import type { LoadedDocument } from './duet-runtime.js';
import { editRoster } from './teams/roster-publisher.js';
import { archiveSideThreads } from './teams/team-threads.js';

/**
 * What follows the end of a game beyond its board (won, lost, resigned or expired): the roster
 * says so, the side threads are archived and a mission goes on its campaign sheet.
 */
export async function onGameOver(game: LoadedDocument, context: BotContext): Promise<void> {
  await editRoster(context, game.gameId, game.state);
  if (game.state.stage !== 'game') return;
  await archiveSideThreads(context, game.state);
  await recordMission(context, game.gameId, game.state);
}
