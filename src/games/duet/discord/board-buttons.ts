import { ButtonStyle } from 'discord.js';
import { type ButtonRow, button, buttonRow } from '../../../platform/discord/buttons.js';
import { wordGridRows } from '../../shared/discord/word-grid-rows.js';
import { type KeyColor, losingCell, type PublicCell } from '../engine/index.js';
import { duetCustomId } from './custom-ids.js';
import { type BoardContext, t } from './render-context.js';

export const keyMarker: Record<KeyColor, string> = { agent: '🟩', assassin: '⬛', bystander: '⬜' };

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
  return wordGridRows(context.view.cells, (cell, index) => wordButton(context, cell, index, over));
}

export function controlRow(context: BoardContext): ButtonRow {
  const { phase } = context.view;
  const id = (action: 'clue' | 'key' | 'stop' | 'help' | 'flag' | 'rematch') =>
    duetCustomId(context.gameId, context.version, action);
  if (phase.kind === 'won' || phase.kind === 'lost' || phase.kind === 'expired') {
    return buttonRow(
      button(id('rematch'), t(context, 'control.rematch'), ButtonStyle.Primary, { emoji: '🔁' }),
      button(id('key'), t(context, 'control.myKey'), ButtonStyle.Secondary, { emoji: '🔑' }),
      button(id('help'), t(context, 'control.help'), ButtonStyle.Secondary, { emoji: '❔' }),
    );
  }
  const guessing = phase.kind === 'guessing';
  return buttonRow(
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
  );
}
