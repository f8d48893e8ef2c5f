import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import { BOARD_COLUMNS, type KeyColor, losingCell, type PublicCell } from '../engine/index.js';
import { duetCustomId } from './custom-ids.js';
import { type BoardContext, t } from './render-context.js';

type ButtonRow = APIActionRowComponent<APIButtonComponentWithCustomId>;

export const keyMarker: Record<KeyColor, string> = { agent: '🟩', assassin: '⬛', bystander: '⬜' };

function button(
  customId: string,
  label: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger,
  options: { disabled?: boolean; emoji?: string } = {},
): APIButtonComponentWithCustomId {
  return {
    type: ComponentType.Button,
    custom_id: customId,
    label: label.slice(0, 80),
    style,
    disabled: options.disabled ?? false,
    ...(options.emoji ? { emoji: { name: options.emoji } } : {}),
  };
}

/** A word's public state: covered agent, a token naming who missed it, or two tokens. */
function wordButton(context: BoardContext, cell: PublicCell, index: number, over: boolean) {
  const id = duetCustomId(context.gameId, context.version, 'word', String(index));
  const reveal = context.view.reveal;
  if (reveal) {
    const a = reveal.A[index] as KeyColor;
    const b = reveal.B[index] as KeyColor;
    // As the game-over picture shows it: found agents green, the word that lost the game red;
    // both sides' colours are in the label.
    const style =
      losingCell(context.view) === index
        ? ButtonStyle.Danger
        : cell.agent
          ? ButtonStyle.Success
          : ButtonStyle.Secondary;
    return button(id, `${keyMarker[a]}${keyMarker[b]} ${cell.word.text}`, style, { disabled: true });
  }
  if (cell.agent) return button(id, cell.word.text, ButtonStyle.Success, { disabled: true, emoji: '✅' });
  if (cell.missedBy.length >= 2)
    return button(id, cell.word.text, ButtonStyle.Secondary, { disabled: true, emoji: '⌛' });
  if (context.pendingGuess?.cell === index) {
    return button(id, cell.word.text, ButtonStyle.Primary, { disabled: over, emoji: '👆' });
  }
  const missed = cell.missedBy[0];
  if (missed)
    return button(id, `${cell.word.text} · ${missed}`, ButtonStyle.Secondary, {
      disabled: over,
      emoji: '⏳',
    });
  return button(id, cell.word.text, ButtonStyle.Secondary, { disabled: over });
}

export function wordRows(context: BoardContext): ButtonRow[] {
  const over =
    context.view.phase.kind === 'won' ||
    context.view.phase.kind === 'lost' ||
    context.view.phase.kind === 'expired';
  const rows: ButtonRow[] = [];
  context.view.cells.forEach((cell, index) => {
    if (index % BOARD_COLUMNS === 0) rows.push({ type: ComponentType.ActionRow, components: [] });
    rows.at(-1)?.components.push(wordButton(context, cell, index, over));
  });
  return rows;
}

export function controlRow(context: BoardContext): ButtonRow {
  const { phase } = context.view;
  const id = (action: 'clue' | 'key' | 'stop' | 'help' | 'flag' | 'rematch') =>
    duetCustomId(context.gameId, context.version, action);
  if (phase.kind === 'won' || phase.kind === 'lost' || phase.kind === 'expired') {
    return {
      type: ComponentType.ActionRow,
      components: [
        button(id('rematch'), t(context, 'control.rematch'), ButtonStyle.Primary, { emoji: '🔁' }),
        button(id('key'), t(context, 'control.myKey'), ButtonStyle.Secondary, { emoji: '🔑' }),
        button(id('help'), t(context, 'control.help'), ButtonStyle.Secondary, { emoji: '❔' }),
      ],
    };
  }
  const guessing = phase.kind === 'guessing';
  return {
    type: ComponentType.ActionRow,
    components: [
      button(id('clue'), t(context, 'control.giveClue'), ButtonStyle.Primary, {
        emoji: '🗝️',
        disabled: phase.kind !== 'awaiting-clue',
      }),
      button(id('key'), t(context, 'control.myKey'), ButtonStyle.Secondary, { emoji: '🔑' }),
      button(id('stop'), t(context, 'control.stop'), ButtonStyle.Secondary, {
        emoji: '✋',
        disabled: !guessing,
      }),
      button(id('help'), t(context, 'control.help'), ButtonStyle.Secondary, { emoji: '❔' }),
      button(id('flag'), t(context, 'control.flag'), ButtonStyle.Secondary, {
        emoji: '⚠️',
        disabled: !guessing,
      }),
    ],
  };
}
