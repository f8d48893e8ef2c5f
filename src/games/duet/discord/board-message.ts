import { type BoardMessage, type BoardPicture, boardMessage } from '../../shared/discord/board-message.js';
import { controlRow, wordRows } from './board-buttons.js';
import { headerText, ledgerText } from './board-text.js';
import type { BoardContext } from './render-context.js';

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
