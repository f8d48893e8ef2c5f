import type { BotContext } from '../../../platform/discord/bot-context.js';
import { commandIdLookup } from '../../../platform/discord/command-mentions.js';
import type { TablePost } from '../../../platform/discord/table-publisher.js';
import { boardTable } from '../../shared/discord/board-message.js';
import { publicView } from '../engine/index.js';
import { boardAltText } from '../render/alt-text.js';
import { boardContext } from './board-context.js';
import { BOARD_IMAGE_NAME, boardImage } from './board-images.js';
import { renderBoard } from './board-message.js';
import type { LoadedDocument } from './runtime.js';

/** The table: the board message and its picture, both from the public view only. */
export function boardFor(loaded: LoadedDocument, context: BotContext): TablePost {
  const game = loaded.state;
  if (game.stage !== 'game') throw new Error(`codenames ${loaded.gameId}: a lobby has no board`);
  const view = publicView(game.engine);
  const board = boardContext(loaded.gameId, game, view, Math.round(context.idleSeconds / 86_400), {
    language: game.language,
    idOf: commandIdLookup(context.client, game.guildId),
  });
  return boardTable((picture) => renderBoard(board, picture), {
    name: BOARD_IMAGE_NAME,
    description: boardAltText(view, game.language),
    // Bound rather than a closure: a closure would share this scope's context and keep the board
    // and its view alive while the picture waits its turn (seconds, under load) for nothing.
    draw: boardImage.bind(null, context, loaded.gameId, game),
  });
}
