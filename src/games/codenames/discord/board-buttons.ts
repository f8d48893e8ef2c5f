import { ButtonStyle } from 'discord.js';
import { type ButtonRow, button, buttonRow } from '../../../platform/discord/buttons.js';
import { wordGridRows } from '../../shared/discord/word-grid-rows.js';
import type { Identity, PublicCell } from '../engine/index.js';
import type { BoardContext } from './board-context.js';
import { t } from './board-text.js';
import { codenamesCustomId } from './custom-ids.js';

export const identityMarker: Record<Identity, string> = {
  red: '🔺',
  blue: '🔷',
  bystander: '⬜',
  assassin: '💀',
};

const coveredStyle: Record<Identity, ButtonStyle.Danger | ButtonStyle.Primary | ButtonStyle.Secondary> = {
  red: ButtonStyle.Danger,
  blue: ButtonStyle.Primary,
  bystander: ButtonStyle.Secondary,
  assassin: ButtonStyle.Secondary,
};

/** A word: pressable while uncovered; covered words show what covers them; the end shows every identity. */
function wordButton(context: BoardContext, cell: PublicCell, index: number) {
  const id = codenamesCustomId(context.gameId, context.version, 'word', String(index));
  const revealed = context.view.reveal?.[index];
  if (revealed) {
    const style = cell.covering ? coveredStyle[revealed] : ButtonStyle.Secondary;
    return button(id, `${identityMarker[revealed]} ${cell.word.text}`, style, { disabled: true });
  }
  if (cell.covering) {
    return button(id, cell.word.text, coveredStyle[cell.covering], {
      disabled: true,
      emoji: identityMarker[cell.covering],
    });
  }
  if (context.pendingGuess?.cell === index) {
    return button(id, cell.word.text, ButtonStyle.Primary, { emoji: '👆' });
  }
  return button(id, cell.word.text, ButtonStyle.Secondary);
}

export function wordRows(context: BoardContext): ButtonRow[] {
  return wordGridRows(context.view.cells, (cell, index) => wordButton(context, cell, index));
}

export function controlRow(context: BoardContext): ButtonRow {
  const { phase, options } = context.view;
  const id = (action: 'clue' | 'key' | 'end' | 'flag' | 'skip' | 'help' | 'rematch') =>
    codenamesCustomId(context.gameId, context.version, action);
  const key = button(id('key'), t(context, 'control.myKey'), ButtonStyle.Secondary, { emoji: '🔑' });
  const help = button(id('help'), t(context, 'control.help'), ButtonStyle.Secondary, { emoji: '❔' });
  if (phase.kind === 'over') {
    return buttonRow(
      button(id('rematch'), t(context, 'control.rematch'), ButtonStyle.Primary, { emoji: '🔁' }),
      key,
      help,
    );
  }
  const guessing = phase.kind === 'guessing';
  const turnButton =
    phase.kind === 'penalty-cover'
      ? button(id('skip'), t(context, 'control.skipCover'), ButtonStyle.Secondary, { emoji: '⏭️' })
      : button(id('end'), t(context, 'control.endTurn'), ButtonStyle.Secondary, {
          emoji: '✋',
          disabled: !guessing || phase.guesses === 0,
        });
  return buttonRow(
    button(id('clue'), t(context, 'control.giveClue'), ButtonStyle.Primary, {
      emoji: '🗝️',
      disabled: phase.kind !== 'awaiting-clue',
    }),
    key,
    turnButton,
    button(id('flag'), t(context, 'control.flag'), ButtonStyle.Secondary, {
      emoji: '⚠️',
      disabled: !guessing || options.variant !== 'teams',
    }),
    help,
  );
}
