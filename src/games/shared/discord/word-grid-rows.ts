import { type APIButtonComponentWithCustomId, ComponentType } from 'discord.js';
import type { ButtonRow } from '../../../platform/discord/buttons.js';
import { BOARD_COLUMNS } from '../../words/word-card.js';

/** The 5×5 board as five rows of word buttons, in board order. */
export function wordGridRows<Cell>(
  cells: readonly Cell[],
  wordButton: (cell: Cell, index: number) => APIButtonComponentWithCustomId,
): ButtonRow[] {
  const rows: ButtonRow[] = [];
  cells.forEach((cell, index) => {
    if (index % BOARD_COLUMNS === 0) rows.push({ type: ComponentType.ActionRow, components: [] });
    rows.at(-1)?.components.push(wordButton(cell, index));
  });
  return rows;
}
