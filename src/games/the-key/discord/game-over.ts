import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import { lobbyEditor } from '../../shared/discord/lobby-publisher.js';
import { recordMission } from '../campaign.js';
import type { KeyDocument } from '../document.js';
import { keyGameRules } from '../rules.js';
import { playersOf } from '../table.js';
import { renderLobby } from './lobby-message.js';

const editLobby = lobbyEditor(renderLobby);

/** A mission ended: the campaign log keeps its first ending, and the lobby stops taking players. */
export async function onMissionOver(game: Loaded<KeyDocument>, context: BotContext): Promise<void> {
  await editLobby(game, context);
  const { state } = game;
  const result = keyGameRules.result(state);
  if (state.stage !== 'game' || !result) return;
  await recordMission(context.documents, state.guildId, {
    missionId: state.missionId,
    gameId: game.gameId,
    won: result.winners.length > 0,
    reason: result.reason,
    announced: state.mission.proposal?.answer ?? null,
    players: playersOf(state.seats),
    endedAt: context.now(),
  }).catch((error: unknown) =>
    context.log.warn({ gameId: game.gameId, err: String(error) }, 'thekey campaign not written'),
  );
}
