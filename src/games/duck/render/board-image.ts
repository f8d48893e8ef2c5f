import type { Language } from '../../../platform/i18n/languages.js';
import { bandedPng } from '../../../platform/render/banded-png.js';
import type { Board, RacePublicView } from '../engine/index.js';
import { drawBoardGrid } from './board-grid.js';
import { drawBoardHeader, headerLine } from './board-header.js';
import { boardLayout, HEADER_HEIGHT, IMAGE_WIDTH } from './board-layout.js';
import { drawDog, drawDogPath } from './dog-layer.js';
import { drawDuckNames, drawDucks } from './duck-layer.js';
import { drawDuckList, duckListHeight } from './duck-list.js';
import { drawnMoves } from './move-routes.js';
import { drawBonks, drawMoveNumbers, drawRoundPaths } from './round-paths.js';
import { duckColor, palette } from './theme.js';

export interface BoardPicture {
  board: Board;
  view: RacePublicView;
  /** Display names by seat. */
  names: string[];
  language: Language;
}

/**
 * Only what the whole table may see, whatever view was passed: a seat's view carries its hand
 * and chosen cards, and nothing of them may reach the picture, its cache keys or its alt text.
 */
export function publicOnly(view: RacePublicView): RacePublicView {
  const { ducks, players, revealed, round, phase, resolved, deckSize, advanced } = view;
  return { ducks, players, revealed, round, phase, resolved, deckSize, ...(advanced ? { advanced } : {}) };
}

/** The pond with every duck and the round's numbered moves, under a header and above the list of ducks. */
export function renderBoardImage(picture: BoardPicture): Buffer {
  const { board, names, language } = picture;
  const view = publicOnly(picture.view);
  const layout = boardLayout(board);
  const moves = drawnMoves(view.resolved);
  const colorOf = (mover: number) => duckColor(view.ducks[mover]?.owner ?? 0);
  const lanes = view.ducks.length;
  const laneOf = (mover: number) => mover - (lanes - 1) / 2;
  const bonkedOn = (duck: number) => moves.findLast((move) => move.mover === duck)?.bonk?.side ?? null;
  const line = headerLine(view, names, language);
  const listTop = HEADER_HEIGHT + layout.bandHeight;
  const namesKey = view.ducks.map((racer) => names[racer.owner] ?? '');
  return bandedPng(IMAGE_WIDTH, palette.table, [
    {
      height: HEADER_HEIGHT,
      key: `duck-header:${JSON.stringify(line)}:${view.phase.kind === 'over'}`,
      draw: (context) => drawBoardHeader(context, line, view.phase.kind === 'over'),
    },
    {
      height: layout.bandHeight,
      key: `duck-board:${JSON.stringify([board, view.ducks, view.resolved, view.advanced?.dog, view.advanced?.dogMove, namesKey])}`,
      draw: (context) => {
        drawBoardGrid(context, board, layout);
        if (view.advanced?.dogMove) drawDogPath(context, layout, view.advanced.dogMove);
        drawRoundPaths(context, layout, moves, colorOf, laneOf);
        if (view.advanced?.dog) drawDog(context, layout, view.advanced.dog);
        drawDucks(context, layout, view.ducks);
        drawMoveNumbers(context, layout, moves, laneOf);
        drawDuckNames(context, layout, view.ducks, names, bonkedOn);
        drawBonks(context, layout, moves);
      },
    },
    {
      height: duckListHeight(view.ducks.length),
      key: `duck-list:${JSON.stringify([language, view, namesKey])}`,
      draw: (context) => drawDuckList(context, view, names, language, listTop),
    },
  ]);
}
