import type { BotContext } from '../../../platform/discord/bot-context.js';
import type { TablePost } from '../../../platform/discord/table-publisher.js';
import { boardTable } from '../../shared/discord/board-message.js';
import { isOver, type KeyGame } from '../document.js';
import { publicView } from '../engine/index.js';
import { tableAltText } from '../render/alt-text.js';
import type { TablePicture } from '../render/render-task.js';
import { renderTheKey } from '../render/renderer.js';
import { keyGameRules } from '../rules.js';
import { renderBoard } from './board-message.js';
import type { LoadedDocument } from './runtime.js';

const TABLE_IMAGE_NAME = 'mission.png';

/** The picture's input: the public view only, and the answer once the mission is over. */
function tablePicture(game: KeyGame): TablePicture {
  return {
    view: publicView(game.mission),
    missionId: game.missionId,
    names: game.seats.map((seat) => seat.name),
    language: game.language,
    revealAnswer: isOver(game),
  };
}

/** The mission's table: the board message and its picture. */
export function boardFor(loaded: LoadedDocument, context: BotContext): TablePost {
  const game = loaded.state;
  if (game.stage !== 'game') throw new Error(`thekey ${loaded.gameId}: a lobby has no board`);
  const picture = tablePicture(game);
  const key = `thekey:${loaded.gameId}:${keyGameRules.version(game)}:${game.language}:table`;
  return boardTable((attached) => renderBoard(loaded.gameId, game, game.language, attached), {
    name: TABLE_IMAGE_NAME,
    description: tableAltText(picture),
    draw: () => renderTheKey(context.render, key, { kind: 'table', ...picture }),
  });
}
