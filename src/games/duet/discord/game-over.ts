import { lobbyEditor } from '../../../platform/table/lobby-editor.js';
import type { DuetRuntime, LoadedDocument } from '../document.js';
import { recordMission } from './campaign/campaign-results.js';
import { renderRoster } from './teams/roster-message.js';
import { archiveSideThreads } from './teams/team-threads.js';

const editRoster = lobbyEditor(renderRoster);

/**
 * What follows the end of a game beyond its board (won, lost, resigned or expired): the roster
 * says so, the side threads are archived and a mission goes on its campaign sheet.
 */
export async function onGameOver(game: LoadedDocument, runtime: DuetRuntime): Promise<void> {
  await editRoster(game, runtime);
  if (game.state.stage !== 'game') return;
  await archiveSideThreads(runtime.context, game.state);
  await recordMission(runtime.context, game.gameId, game.state);
}
