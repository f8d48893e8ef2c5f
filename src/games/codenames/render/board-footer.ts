import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { fillCircle } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { IMAGE_WIDTH, MARGIN } from '../../shared/board-render/word-grid.js';
import { type PublicView, teams } from '../engine/index.js';
import { tCodenamesLabel } from './labels/index.js';
import { teamName } from './team-names.js';
import { palette, teamColor } from './theme.js';

export const BOARD_FOOTER_HEIGHT = 64;
const COLUMN_WIDTH = (IMAGE_WIDTH - 2 * MARGIN) / 3;

export function footerKey(view: PublicView, language: Language): string {
  return JSON.stringify([language, view.agentsLeft, view.startingTeam]);
}

/** Each team's words still to find, and which team started (it has 9). */
export function drawBoardFooter(
  context: SKRSContext2D,
  view: PublicView,
  language: Language,
  top: number,
): void {
  const style = { weight: 700, maxSize: 28, color: palette.textOnTable, align: 'left' } as const;
  for (const [index, team] of teams.entries()) {
    const x = MARGIN + index * COLUMN_WIDTH;
    fillCircle(context, x + 12, top + 24, 11, teamColor[team]);
    drawFittedText(
      context,
      tCodenamesLabel(language, 'agents.left', {
        team: teamName(language, team),
        left: view.agentsLeft[team],
      }),
      { x: x + 32, y: top + 6, width: COLUMN_WIDTH - 40, height: 38 },
      style,
    );
  }
  drawFittedText(
    context,
    tCodenamesLabel(language, 'starts', { team: teamName(language, view.startingTeam) }),
    { x: MARGIN + 2 * COLUMN_WIDTH, y: top + 8, width: COLUMN_WIDTH, height: 34 },
    { ...style, weight: 400, color: palette.mutedOnTable, align: 'right' },
  );
}
