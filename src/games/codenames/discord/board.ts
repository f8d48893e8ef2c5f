import type { BotServices } from '../../../platform/discord/bot-services.js';
import { commandIdLookup } from '../../../platform/discord/command-mentions.js';
import type { TablePost } from '../../../platform/discord/table-publisher.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import {
  type BoardMessage,
  type BoardPicture,
  boardMessage,
  boardTable,
} from '../../shared/discord/board-message.js';
import type { CodenamesDocument, CodenamesGame } from '../document.js';
import { publicView, spymasterView } from '../engine/index.js';
import { boardAltText } from '../render/alt-text.js';
import { renderCodenames } from '../render/renderer.js';
import { membersOf } from '../table.js';
import { controlRow, wordRows } from './board-buttons.js';
import { type BoardContext, boardContext } from './board-context.js';
import { headerText } from './board-text.js';

export const KEY_IMAGE_NAME = 'key.png';

const ACCENT = { red: 0xc8423b, blue: 0x2f6db5, over: 0x7f8c8d } as const;

const version = (game: CodenamesGame) => game.engine.moves.length;

/** The board's picture: the public board while the game runs, every identity once it is over. */
function boardImage(context: BotServices, gameId: string, game: CodenamesGame): Promise<Buffer> {
  const key = `codenames:${gameId}:${version(game)}:${game.language}:board`;
  const { engine, language } = game;
  return renderCodenames(context.render, key, () => ({ kind: 'board', view: publicView(engine), language }));
}

/** The key, as both spymasters see it; only ever sent to a spymaster. */
export function keyImage(
  context: BotServices,
  gameId: string,
  game: CodenamesGame,
  language: Language,
): Promise<Buffer> {
  const key = `codenames:${gameId}:${version(game)}:${language}:key`;
  const { engine } = game;
  return renderCodenames(context.render, key, () => ({ kind: 'key', view: spymasterView(engine), language }));
}

/** The public board, framed in the colour of the team to act; built from the public view only. */
function renderBoard(context: BoardContext, picture?: BoardPicture): BoardMessage {
  const { phase } = context.view;
  return boardMessage({
    accent: phase.kind === 'over' ? ACCENT.over : ACCENT[phase.team],
    header: headerText(context),
    ...(picture ? { picture } : {}),
    ledger: null,
    rows: [...wordRows(context), controlRow(context)],
    players: membersOf(context.roster),
  });
}

/** The table: the board message and its picture, both from the public view only. */
export function boardFor(loaded: Loaded<CodenamesDocument>, context: BotServices): TablePost {
  const game = loaded.state;
  if (game.stage !== 'game') throw new Error(`codenames ${loaded.gameId}: a lobby has no board`);
  const view = publicView(game.engine);
  const board = boardContext(loaded.gameId, game, view, Math.round(context.idleSeconds / 86_400), {
    language: game.language,
    idOf: commandIdLookup(context.client, game.guildId),
  });
  return boardTable((picture) => renderBoard(board, picture), {
    name: 'board.png',
    description: boardAltText(view, game.language),
    // Bound rather than a closure: a closure would share this scope's context and keep the board
    // and its view alive while the picture waits its turn (seconds, under load) for nothing.
    draw: boardImage.bind(null, context, loaded.gameId, game),
  });
}
