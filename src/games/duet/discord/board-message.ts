import type { BotServices } from '../../../platform/discord/bot-services.js';
import { commandIdLookup } from '../../../platform/discord/command-mentions.js';
import type { TablePost } from '../../../platform/discord/table-publisher.js';
import {
  type BoardMessage,
  type BoardPicture,
  boardMessage,
  boardTable,
} from '../../shared/discord/board-message.js';
import type { LoadedDocument } from '../document.js';
import { publicView } from '../engine/index.js';
import { boardAltText } from '../render/index.js';
import { controlRow, wordRows } from './board-buttons.js';
import { BOARD_IMAGE_NAME, boardImage } from './board-images.js';
import { headerText, ledgerText } from './board-text.js';
import { type BoardContext, boardContext } from './render-context.js';

const ACCENT = { running: 0x2b7a4b, won: 0x3ba55c, lost: 0xd83c3e, expired: 0x7f8c8d } as const;

/** The public board, built from the public view only. */
export function renderBoard(context: BoardContext, picture?: BoardPicture): BoardMessage {
  const { kind } = context.view.phase;
  return boardMessage({
    accent: kind === 'won' || kind === 'lost' || kind === 'expired' ? ACCENT[kind] : ACCENT.running,
    header: headerText(context),
    ...(picture ? { picture } : {}),
    ledger: ledgerText(context),
    rows: [...wordRows(context), controlRow(context)],
    players: [...context.players.A, ...context.players.B],
  });
}

/** Duet's table: the board message and its picture, both from the public view only. */
export function boardFor(game: LoadedDocument, context: BotServices): TablePost {
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
