import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { singlePng } from '../../../platform/render/banded-png.js';
import { inset, strokeRoundedRect } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import {
  CARD_RADIUS,
  cardBox,
  GRID_HEIGHT,
  IMAGE_WIDTH,
  MARGIN,
} from '../../shared/board-render/word-grid.js';
import { type KeyCard, type KeyColor, losingCell, type PublicView } from '../engine/index.js';
import { drawRevealedCard } from './cards.js';
import { tRender } from './labels/index.js';
import { drawKeyLegend } from './legend.js';
import { sideLabel } from './side-names.js';
import { palette } from './theme.js';

export const GAME_OVER_GRID_TOP = 176;
const FOOTER_HEIGHT = 116;
const TEXT_WIDTH = IMAGE_WIDTH - 2 * MARGIN;

function headline(view: PublicView, language: Language): { title: string; color: string; lines: string[] } {
  const { phase, score } = view;
  if (phase.kind === 'won') {
    const lines = score
      ? [
          tRender(language, 'score.total', { total: score.total }),
          tRender(language, 'score.detail', {
            bank: score.tokensInBank,
            checks: score.checkTokens,
            suddenDeath: score.suddenDeath ? tRender(language, 'score.suddenDeath') : '',
          }),
        ]
      : [];
    return { title: tRender(language, 'result.won'), color: palette.won, lines };
  }
  if (phase.kind === 'lost') {
    const player = phase.by ? sideLabel(language, phase.by) : '';
    const reason = tRender(language, `reason.${phase.reason}`, { player });
    return { title: tRender(language, 'result.lost'), color: palette.lost, lines: [reason] };
  }
  return { title: tRender(language, 'result.expired'), color: palette.mutedOnTable, lines: [] };
}

/** The word whose guess lost the game: the assassin, or the miss in sudden death or out of time. */
/** Where the headline's lines go under the title: the score in bold, its detail muted. */
const HEADLINE_LINES = [
  { y: 88, height: 42, weight: 700, maxSize: 32, color: palette.textOnTable },
  { y: 128, height: 38, weight: 400, maxSize: 28, color: palette.mutedOnTable },
] as const;

function drawHeadline(context: SKRSContext2D, view: PublicView, language: Language): void {
  const { title, color, lines } = headline(view, language);
  const left = (y: number, height: number) => ({ x: MARGIN, y, width: TEXT_WIDTH, height });
  drawFittedText(context, title, left(14, 70), { weight: 700, maxSize: 56, color, align: 'left' });
  lines.forEach((line, index) => {
    const place = HEADLINE_LINES[index];
    if (!place) return;
    const { y, height, ...style } = place;
    drawFittedText(context, line, left(y, height), { ...style, align: 'left' });
  });
}

function drawRevealedGrid(context: SKRSContext2D, view: PublicView, reveal: KeyCard): void {
  view.cells.forEach((cell, index) => {
    const colors = { A: reveal.A[index] as KeyColor, B: reveal.B[index] as KeyColor };
    drawRevealedCard(context, cell, colors, cardBox(index, GAME_OVER_GRID_TOP));
  });
  const losing = losingCell(view);
  if (losing === null) return;
  const ring = inset(cardBox(losing, GAME_OVER_GRID_TOP), -3);
  strokeRoundedRect(context, ring, CARD_RADIUS + 3, palette.lost, 6);
}

function drawFooter(context: SKRSContext2D, language: Language): void {
  const footerTop = GAME_OVER_GRID_TOP + GRID_HEIGHT + 18;
  drawKeyLegend(context, language, MARGIN, footerTop);
  drawFittedText(
    context,
    tRender(language, 'legend.sides'),
    { x: MARGIN, y: footerTop + 48, width: TEXT_WIDTH, height: 38 },
    { weight: 400, maxSize: 26, color: palette.mutedOnTable, align: 'left' },
  );
}

/** The finished game: the result, the score, and both sides of the key card on every word. */
export function renderGameOverImage(view: PublicView, language: Language): Buffer {
  const { reveal } = view;
  if (!reveal) throw new Error('renderGameOverImage needs a finished game: view.reveal is null');
  const height = GAME_OVER_GRID_TOP + GRID_HEIGHT + FOOTER_HEIGHT;
  return singlePng(IMAGE_WIDTH, height, palette.table, (context) => {
    drawHeadline(context, view, language);
    drawRevealedGrid(context, view, reveal);
    drawFooter(context, language);
  });
}
