import { lobbyEditor } from '../../shared/discord/lobby-publisher.js';
import { renderLobby } from './lobby-message.js';

/** Redraws the lobby message after the game ended: no more joining. */
export const editLobby = lobbyEditor(renderLobby);
