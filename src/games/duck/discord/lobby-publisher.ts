import { lobbyEditor } from '../../shared/discord/lobby-publisher.js';
import { renderLobby } from './lobby-message.js';

/** Redraws the lobby message after the race ended. */
export const editLobby = lobbyEditor(renderLobby);
