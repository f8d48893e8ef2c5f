import type { BotContext } from '../../../platform/discord/bot-context.js';
import { commandIdLookup } from '../../../platform/discord/command-mentions.js';
import type { TablePost } from '../../../platform/discord/table-publisher.js';
import { boardTable } from '../../shared/discord/board-message.js';
import { publicView } from '../engine/index.js';
import { boardAltText } from '../render/index.js';
import { BOARD_IMAGE_NAME, boardImage } from './board-images.js';
import { renderBoard } from './board-message.js';
import type { LoadedDocument } from './duet-runtime.js';
import { boardContext } from './render-context.js';

/** Duet's table: the board message and its picture, both from the public view only. */
export function boardFor(game: LoadedDocument, context: BotContext): TablePost {
  const session = game.state;
  if (session.stage !== 'game') throw new Error(`duet ${game.gameId}: a lobby has no board`);
  const idleDays = Math.round(context.idleSeconds / 86_400);
  const view = publicView(session.engine);
  const board = boardContext(game.gameId, session, view, idleDays, {
    language: session.language,
    idOf: commandIdLookup(context.client, session.guildId),
  });
  return boardTable((picture) => renderBoard(board, picture), {
    name: BOARD_IMAGE_NAME,
    description: boardAltText(view, session.language),
    // Bound rather than a closure: a closure would share this scope's context and keep the board
    // and its view alive while the picture waits its turn (seconds, under load) for nothing.
    draw: boardImage.bind(null, context, game.gameId, session),
  });
}
