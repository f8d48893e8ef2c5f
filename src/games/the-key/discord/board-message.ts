import { ButtonStyle } from 'discord.js';
import type { BotServices } from '../../../platform/discord/bot-services.js';
import { button, buttonRow } from '../../../platform/discord/buttons.js';
import type { TablePost } from '../../../platform/discord/table-publisher.js';
import type { Language } from '../../../platform/i18n/languages.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import {
  type BoardMessage,
  type BoardPicture,
  boardMessage,
  boardTable,
} from '../../shared/discord/board-message.js';
import { isOver, type KeyDocument, type KeyGame } from '../document.js';
import { publicView } from '../engine/index.js';
import { tKey } from '../i18n/index.js';
import { tableAltText } from '../render/alt-text.js';
import { renderTheKey } from '../render/renderer.js';
import type { TablePicture } from '../render/table-scene.js';
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

const TABLE_IMAGE_NAME = 'mission.png';

/** The picture's input: the public view only, and the answer once the mission is over. */
function tablePicture(game: KeyGame): TablePicture {
  return {
    view: publicView(game.mission),
    missionId: game.missionId,
    names: game.seats.map((seat) => seat.name),
    language: game.language,
    revealAnswer: isOver(game),
  };
}

/** The mission's table: the board message and its picture. */
export function boardFor(loaded: Loaded<KeyDocument>, context: BotServices): TablePost {
  const game = loaded.state;
  if (game.stage !== 'game') throw new Error(`thekey ${loaded.gameId}: a lobby has no board`);
  const picture = tablePicture(game);
  const key = `thekey:${loaded.gameId}:${keyGameRules.version(game)}:${game.language}:table`;
  return boardTable((attached) => renderBoard(loaded.gameId, game, game.language, attached), {
    name: TABLE_IMAGE_NAME,
    description: tableAltText(picture),
    draw: () => renderTheKey(context.render, key, { kind: 'table', ...picture }),
  });
}
