import type { Language } from '../../../platform/i18n/languages.js';
import { singlePng } from '../../../platform/render/banded-png.js';
import { inset, strokeRoundedRect } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import type { KeyColor, PublicView } from '../engine/index.js';
import { drawRevealedCard } from './cards.js';
import { tRender } from './labels/index.js';
import { CARD_RADIUS, cardBox, GRID_HEIGHT, IMAGE_WIDTH, MARGIN } from './layout.js';
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
function losingCell(view: PublicView): number | null {
  if (view.phase.kind !== 'lost' || view.phase.reason === 'resigned') return null;
  const guess = view.events.findLast((event) => event.type === 'guess');
  return guess?.type === 'guess' ? guess.cell : null;
}

/** The finished game: the result, the score, and both sides of the key card on every word. */
export function renderGameOverImage(view: PublicView, language: Language): Buffer {
  const { reveal } = view;
  if (!reveal) throw new Error('renderGameOverImage needs a finished game: view.reveal is null');
  return singlePng(
    IMAGE_WIDTH,
    GAME_OVER_GRID_TOP + GRID_HEIGHT + FOOTER_HEIGHT,
    palette.table,
    (context) => {
      const { title, color, lines } = headline(view, language);
      drawFittedText(
        context,
        title,
        { x: MARGIN, y: 14, width: TEXT_WIDTH, height: 70 },
        {
          weight: 700,
          maxSize: 56,
          color,
          align: 'left',
        },
      );
      const [first, second] = lines;
      if (first) {
        drawFittedText(
          context,
          first,
          { x: MARGIN, y: 88, width: TEXT_WIDTH, height: 42 },
          {
            weight: 700,
            maxSize: 32,
            color: palette.textOnTable,
            align: 'left',
          },
        );
      }
      if (second) {
        drawFittedText(
          context,
          second,
          { x: MARGIN, y: 128, width: TEXT_WIDTH, height: 38 },
          {
            weight: 400,
            maxSize: 28,
            color: palette.mutedOnTable,
            align: 'left',
          },
        );
      }
      view.cells.forEach((cell, index) => {
        const colors = { A: reveal.A[index] as KeyColor, B: reveal.B[index] as KeyColor };
        drawRevealedCard(context, cell, colors, cardBox(index, GAME_OVER_GRID_TOP));
      });
      const losing = losingCell(view);
      if (losing !== null) {
        strokeRoundedRect(
          context,
          inset(cardBox(losing, GAME_OVER_GRID_TOP), -3),
          CARD_RADIUS + 3,
          palette.lost,
          6,
        );
      }
      const footerTop = GAME_OVER_GRID_TOP + GRID_HEIGHT + 18;
      drawKeyLegend(context, language, MARGIN, footerTop);
      drawFittedText(
        context,
        tRender(language, 'legend.sides'),
        { x: MARGIN, y: footerTop + 48, width: TEXT_WIDTH, height: 38 },
        {
          weight: 400,
          maxSize: 26,
          color: palette.mutedOnTable,
          align: 'left',
        },
      );
    },
  );
}
