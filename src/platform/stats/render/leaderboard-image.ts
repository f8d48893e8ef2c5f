import type { SKRSContext2D } from '@napi-rs/canvas';
import { singlePng } from '../../render/banded-png.js';
import { type Box, fillCircle, fillRoundedRect } from '../../render/shapes.js';
import { drawFittedText, withoutUndrawable } from '../../render/text.js';

/** A leaderboard as plain, already translated texts (it may cross to a render thread). */
export interface LeaderboardPicture {
  title: string;
  /** The rank's and the player's headers, then one per figure. */
  headers: { rank: string; player: string; figures: string[] };
  rows: { rank: number; name: string; figures: string[] }[];
}

const MARGIN = 24;
const TITLE_HEIGHT = 72;
const HEADER_HEIGHT = 44;
const ROW_HEIGHT = 52;
const ROW_GAP = 6;
const RANK_WIDTH = 64;
const NAME_WIDTH = 360;
const FIGURE_WIDTH = 170;
const CELL_PADDING = 10;

const colors = {
  background: '#1E2230',
  title: '#FFFFFF',
  header: '#A9B4C8',
  row: '#2A3042',
  rowInk: '#F2F4F8',
  figureInk: '#FFFFFF',
  rankInk: '#1E2230',
  /** Gold, silver and bronze for the first three ranks; the rest plain. */
  podium: ['#F5C542', '#C9D1DC', '#D9925B'],
  rank: '#4A5370',
  rankOnPlain: '#FFFFFF',
} as const;

export const leaderboardWidth = (figures: number) =>
  2 * MARGIN + RANK_WIDTH + NAME_WIDTH + figures * FIGURE_WIDTH;

export function leaderboardHeight(rows: number): number {
  return MARGIN + TITLE_HEIGHT + HEADER_HEIGHT + rows * (ROW_HEIGHT + ROW_GAP) + MARGIN;
}

/** The columns' boxes across one line: rank, name, then each figure. */
function cells(top: number, height: number, figures: number): Box[] {
  const name = { x: MARGIN + RANK_WIDTH, y: top, width: NAME_WIDTH, height };
  return [
    { x: MARGIN, y: top, width: RANK_WIDTH, height },
    name,
    ...Array.from({ length: figures }, (_, index) => ({
      x: name.x + NAME_WIDTH + index * FIGURE_WIDTH,
      y: top,
      width: FIGURE_WIDTH,
      height,
    })),
  ];
}

const padded = (box: Box): Box => ({ ...box, x: box.x + CELL_PADDING, width: box.width - 2 * CELL_PADDING });

function drawRank(context: SKRSContext2D, rank: number, box: Box): void {
  const podium = colors.podium[rank - 1];
  const radius = Math.min(box.width, box.height) / 2 - 8;
  fillCircle(context, box.x + box.width / 2, box.y + box.height / 2, radius, podium ?? colors.rank);
  const inside = {
    x: box.x + box.width / 2 - radius,
    y: box.y + box.height / 2 - radius,
    width: 2 * radius,
    height: 2 * radius,
  };
  drawFittedText(context, String(rank), inside, {
    maxSize: 22,
    weight: 700,
    color: podium ? colors.rankInk : colors.rankOnPlain,
  });
}

export function renderLeaderboardImage(picture: LeaderboardPicture): Buffer {
  const figures = picture.headers.figures.length;
  const width = leaderboardWidth(figures);
  return singlePng(width, leaderboardHeight(picture.rows.length), colors.background, (context) => {
    drawFittedText(
      context,
      withoutUndrawable(picture.title),
      { x: MARGIN, y: MARGIN, width: width - 2 * MARGIN, height: TITLE_HEIGHT - 16 },
      { maxSize: 36, weight: 700, color: colors.title, align: 'left' },
    );
    const headerTop = MARGIN + TITLE_HEIGHT;
    const { rank, player } = picture.headers;
    cells(headerTop, HEADER_HEIGHT, figures).forEach((box, index) => {
      const text = [rank, player, ...picture.headers.figures][index] ?? '';
      drawFittedText(context, text, padded(box), {
        maxSize: 20,
        weight: 700,
        color: colors.header,
        align: index === 1 ? 'left' : 'center',
      });
    });
    picture.rows.forEach((row, index) => {
      const top = headerTop + HEADER_HEIGHT + index * (ROW_HEIGHT + ROW_GAP);
      fillRoundedRect(
        context,
        { x: MARGIN, y: top, width: width - 2 * MARGIN, height: ROW_HEIGHT },
        10,
        colors.row,
      );
      const [rankBox, nameBox, ...figureBoxes] = cells(top, ROW_HEIGHT, figures);
      if (rankBox) drawRank(context, row.rank, rankBox);
      if (nameBox)
        drawFittedText(context, withoutUndrawable(row.name) || '?', padded(nameBox), {
          maxSize: 26,
          color: colors.rowInk,
          align: 'left',
        });
      figureBoxes.forEach((box, column) => {
        drawFittedText(context, row.figures[column] ?? '', padded(box), {
          maxSize: 26,
          weight: 700,
          color: colors.figureInk,
        });
      });
    });
  });
}
