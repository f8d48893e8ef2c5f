import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { TablePost } from '../../../platform/discord/table-publisher.js';
import { boardTable } from '../../shared/discord/board-message.js';
import { boardOf } from '../document.js';
import { racePublicView } from '../engine/index.js';
import { boardAltText } from '../render/alt-text.js';
import { BOARD_IMAGE_NAME, boardImage } from './board-images.js';
import { renderBoard } from './board-message.js';
import { namesOf } from './names.js';
import type { LoadedDocument } from './runtime.js';

/** The race's table: the board message and its picture, both from the public view only. */
export function boardFor(loaded: LoadedDocument, context: BotContext): TablePost {
  const game = loaded.state;
  if (game.stage !== 'game') throw new Error(`duck ${loaded.gameId}: a lobby has no board`);
  return boardTable((picture) => renderBoard(loaded.gameId, game, game.language, picture), {
    name: BOARD_IMAGE_NAME,
    description: boardAltText(boardOf(game), racePublicView(game.race), namesOf(game), game.language),
    draw: () => boardImage(context, loaded.gameId, game),
  });
}
