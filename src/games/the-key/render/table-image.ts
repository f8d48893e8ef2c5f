import { bandedPng } from '../../../platform/render/banded-png.js';
import { drawBoard } from './board-layer.js';
import { drawCards } from './cards-layer.js';
import { drawConsole } from './console-layer.js';
import { drawHeader } from './header-layer.js';
import {
  BOARD_HEIGHT,
  CARDS_HEIGHT,
  CONSOLE_HEIGHT,
  HEADER_HEIGHT,
  IMAGE_WIDTH,
  SEATS_HEIGHT,
} from './layout.js';
import { drawSeats } from './seats-layer.js';
import { type TablePicture, tableScene } from './table-scene.js';
import { palette } from './theme.js';

/**
 * The whole table, top to bottom: mission and turn, the console, the board side, the players,
 * the action cards with the deck and discard pile. Each band is keyed by the scene part it shows,
 * so a turn that changes only the cards redraws only them.
 */
export function renderTableImage(picture: TablePicture): Buffer {
  const scene = tableScene(picture);
  const { language } = scene;
  const consoleTop = HEADER_HEIGHT;
  const boardTop = consoleTop + CONSOLE_HEIGHT;
  const seatsTop = boardTop + BOARD_HEIGHT;
  const cardsTop = seatsTop + SEATS_HEIGHT;
  const turn = scene.headline.kind === 'turn' ? scene.current : null;
  return bandedPng(IMAGE_WIDTH, palette.table, [
    {
      height: HEADER_HEIGHT,
      key: `key-header:${JSON.stringify([language, scene.missionName, scene.headline, scene.seats])}`,
      draw: (context) => drawHeader(context, scene),
    },
    {
      height: CONSOLE_HEIGHT,
      key: `key-console:${JSON.stringify([language, scene.tabs])}`,
      draw: (context) => drawConsole(context, scene, consoleTop),
    },
    {
      height: BOARD_HEIGHT,
      key: `key-board:${JSON.stringify([language, scene.side, scene.rooms, scene.seats, turn])}`,
      draw: (context) => drawBoard(context, scene, boardTop),
    },
    {
      height: SEATS_HEIGHT,
      key: `key-seats:${JSON.stringify([language, scene.seats, turn])}`,
      draw: (context) => drawSeats(context, scene, seatsTop),
    },
    {
      height: CARDS_HEIGHT,
      key: `key-cards:${JSON.stringify([language, scene.cards, scene.deckSize, scene.crisis, scene.timeIcons, scene.timeCardsWaiting])}`,
      draw: (context) => drawCards(context, scene, cardsTop),
    },
  ]);
}
