import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type ButtonStyle,
  ComponentType,
} from 'discord.js';
import { BOARD_COLUMNS } from '../../words/word-card.js';

export type ButtonRow = APIActionRowComponent<APIButtonComponentWithCustomId>;

/** Discord's limit for a button's label. */
const LABEL_LIMIT = 80;

export function button(
  customId: string,
  label: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger,
  options: { disabled?: boolean; emoji?: string } = {},
): APIButtonComponentWithCustomId {
  const button: APIButtonComponentWithCustomId = {
    type: ComponentType.Button,
    custom_id: customId,
    label: label.length > LABEL_LIMIT ? label.slice(0, LABEL_LIMIT) : label,
    style,
    disabled: options.disabled ?? false,
  };
  if (options.emoji) button.emoji = { name: options.emoji };
  return button;
}

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

export function buttonRow(...buttons: APIButtonComponentWithCustomId[]): ButtonRow {
  return { type: ComponentType.ActionRow, components: buttons };
}
