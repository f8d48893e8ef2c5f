import { ButtonStyle } from 'discord.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { type BoardMessage, type BoardPicture, boardMessage } from '../../shared/discord/board-message.js';
import { button, buttonRow } from '../../shared/discord/buttons.js';
import type { DuckGame } from '../document.js';
import { racePublicView } from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import { duckRules } from '../rules.js';
import { playersOf } from '../table.js';
import { headerText, movesText } from './board-text.js';
import { duckCustomId } from './custom-ids.js';

const ACCENT = { racing: 0xf2c230, over: 0x7f8c8d } as const;

const isOver = (game: DuckGame) => game.abandoned || game.race.phase.kind === 'over';

/** The race's public message: the headline, the picture, the round's moves, and the buttons. */
export function renderBoard(
  gameId: string,
  game: DuckGame,
  language: Language,
  picture?: BoardPicture,
): BoardMessage {
  const version = duckRules.version(game);
  const id = (action: 'act' | 'help' | 'rematch') => duckCustomId(gameId, version, action);
  const over = isOver(game);
  const buttons = over
    ? [
        button(id('rematch'), tDuck(language, 'button.rematch'), ButtonStyle.Success, { emoji: '🔁' }),
        button(id('help'), tDuck(language, 'button.help'), ButtonStyle.Secondary, { emoji: '❓' }),
      ]
    : [
        button(id('act'), tDuck(language, 'button.act'), ButtonStyle.Primary, { emoji: '🦆' }),
        button(id('help'), tDuck(language, 'button.help'), ButtonStyle.Secondary, { emoji: '❓' }),
      ];
  return boardMessage({
    accent: over ? ACCENT.over : ACCENT.racing,
    header: headerText(game, language),
    ...(picture ? { picture } : {}),
    ledger: movesText(game, racePublicView(game.race), language),
    rows: [buttonRow(...buttons)],
    players: playersOf(game.seats),
  });
}
