import { type BoardMessage, type BoardPicture, boardMessage } from '../../shared/discord/board-message.js';
import { membersOf } from '../session.js';
import { controlRow, wordRows } from './board-buttons.js';
import type { BoardContext } from './board-context.js';
import { headerText } from './board-text.js';

const ACCENT = { red: 0xc8423b, blue: 0x2f6db5, over: 0x7f8c8d } as const;

/** The public board, framed in the colour of the team to act; built from the public view only. */
export function renderBoard(context: BoardContext, picture?: BoardPicture): BoardMessage {
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
