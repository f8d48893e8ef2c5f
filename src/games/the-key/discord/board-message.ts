import { ButtonStyle } from 'discord.js';
import type { Language } from '../../../platform/i18n/languages.js';
import { type BoardMessage, type BoardPicture, boardMessage } from '../../shared/discord/board-message.js';
import { button, buttonRow } from '../../shared/discord/buttons.js';
import { isOver, type KeyGame } from '../document.js';
import { tKey } from '../i18n/index.js';
import { keyGameRules } from '../rules.js';
import { playersOf } from '../table.js';
import { headerText, ledgerText } from './board-text.js';
import { type KeyAction, keyCustomId } from './custom-ids.js';

const ACCENT = { playing: 0x2e86de, crisis: 0xc0392b, won: 0x27ae60, over: 0x7f8c8d } as const;

function accentOf(game: KeyGame): number {
  if (game.mission.outcome.status === 'won') return ACCENT.won;
  if (isOver(game)) return ACCENT.over;
  return game.mission.crisis ? ACCENT.crisis : ACCENT.playing;
}

function buttonsOf(gameId: string, game: KeyGame, language: Language) {
  const version = keyGameRules.version(game);
  const id = (action: KeyAction) => keyCustomId(gameId, version, action);
  const help = button(id('help'), tKey(language, 'button.help'), ButtonStyle.Secondary, { emoji: '❓' });
  if (isOver(game))
    return [button(id('next'), tKey(language, 'button.next'), ButtonStyle.Success, { emoji: '▶️' }), help];
  const proposal = game.mission.proposal;
  return [
    button(id('hand'), tKey(language, 'button.hand'), ButtonStyle.Primary, { emoji: '🃏' }),
    ...(proposal
      ? [
          button(id('confirm'), tKey(language, 'button.confirm'), ButtonStyle.Success, { emoji: '✅' }),
          button(id('withdraw'), tKey(language, 'button.withdraw'), ButtonStyle.Secondary),
        ]
      : []),
    button(
      id('answer'),
      tKey(language, proposal ? 'button.answerOther' : 'button.answer'),
      proposal ? ButtonStyle.Secondary : ButtonStyle.Success,
      { emoji: '🔑' },
    ),
    help,
  ];
}

/** The mission's public message: the headline, the picture, the last moves, and the buttons. */
export function renderBoard(
  gameId: string,
  game: KeyGame,
  language: Language,
  picture?: BoardPicture,
): BoardMessage {
  return boardMessage({
    accent: accentOf(game),
    header: headerText(game, language),
    ...(picture ? { picture } : {}),
    ledger: ledgerText(game, language),
    rows: [buttonRow(...buttonsOf(gameId, game, language))],
    players: playersOf(game.seats),
  });
}
