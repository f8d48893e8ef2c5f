import { ButtonStyle } from 'discord.js';
import type { BotServices } from '../../../platform/discord/bot-services.js';
import { button, buttonRow } from '../../../platform/discord/buttons.js';
import type { TablePost } from '../../../platform/discord/table-publisher.js';
import type { Loaded } from '../../../platform/session/session-service.js';
import {
  type BoardMessage,
  type BoardPicture,
  boardMessage,
  boardTable,
} from '../../shared/discord/board-message.js';
import { boardOf, type DuckDocument, type DuckGame, isOver } from '../document.js';
import { racePublicView } from '../engine/index.js';
import { tDuck } from '../i18n/index.js';
import { boardAltText } from '../render/alt-text.js';
import { duckRules } from '../rules.js';
import { playersOf } from '../table.js';
import { BOARD_IMAGE_NAME, boardImage } from './board-images.js';
import { headerText, movesText, namesOf } from './board-text.js';
import { duckCustomId } from './custom-ids.js';

const ACCENT = { racing: 0xf2c230, over: 0x7f8c8d } as const;

/** The race's public message: the headline, the picture, the round's moves, and the buttons. */
function renderBoard(gameId: string, game: DuckGame, picture?: BoardPicture): BoardMessage {
  const { language } = game;
  const id = (action: 'act' | 'help' | 'rematch') => duckCustomId(gameId, duckRules.version(game), action);
  const over = isOver(game);
  const next = over
    ? button(id('rematch'), tDuck(language, 'button.rematch'), ButtonStyle.Success, { emoji: '🔁' })
    : button(id('act'), tDuck(language, 'button.act'), ButtonStyle.Primary, { emoji: '🦆' });
  const help = button(id('help'), tDuck(language, 'button.help'), ButtonStyle.Secondary, { emoji: '❓' });
  return boardMessage({
    accent: over ? ACCENT.over : ACCENT.racing,
    header: headerText(game, language),
    ...(picture ? { picture } : {}),
    ledger: movesText(game, racePublicView(game.race), language),
    rows: [buttonRow(next, help)],
    players: playersOf(game.seats),
  });
}

/** The race's table: the board message and its picture, both from the public view only. */
export function boardFor(loaded: Loaded<DuckDocument>, context: BotServices): TablePost {
  const game = loaded.state;
  if (game.stage !== 'game') throw new Error(`duck ${loaded.gameId}: a lobby has no board`);
  return boardTable((picture) => renderBoard(loaded.gameId, game, picture), {
    name: BOARD_IMAGE_NAME,
    description: boardAltText(boardOf(game), racePublicView(game.race), namesOf(game), game.language),
    draw: () => boardImage(context, loaded.gameId, game),
  });
}
