import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { IMAGE_WIDTH, MARGIN } from '../../shared/board-render/word-grid.js';
import { AGENTS_TO_WIN, type PublicView } from '../engine/index.js';
import { type BankToken, drawBankToken } from './badges.js';
import { tRender } from './labels/index.js';
import { palette } from './theme.js';

export const BOARD_FOOTER_HEIGHT = 124;
const TIMER_WIDTH = 600;
const TOKEN_RADIUS = 21;
const TOKEN_SPACING = 52;
const AGENTS_X = MARGIN + TIMER_WIDTH + 40;

/** The bank in the order a player would lay it out: bystander side up, check side up, then spent slots. */
function bankTokens(view: PublicView): BankToken[] {
  const spent = Math.max(0, view.options.timerTokens - view.tokensLeft);
  return [
    ...Array<BankToken>(view.bank.bystanderSideUp).fill('bystander-side'),
    ...Array<BankToken>(view.bank.checkSideUp).fill('check-side'),
    ...Array<BankToken>(spent).fill('used'),
  ];
}

function agentsFound(view: PublicView): number {
  return view.cells.filter((cell) => cell.agent !== null).length;
}

/** Everything `drawBoardFooter` shows, as a band key. */
export function footerKey(view: PublicView, language: Language): string {
  return JSON.stringify([language, view.tokensLeft, view.options.timerTokens, view.bank, agentsFound(view)]);
}

/** The timer bank on the left, agents found on the right. */
export function drawBoardFooter(
  context: SKRSContext2D,
  view: PublicView,
  language: Language,
  top: number,
): void {
  const muted = { weight: 400, maxSize: 28, color: palette.mutedOnTable, align: 'left' } as const;
  const timer = tRender(language, 'timer.left', { left: view.tokensLeft, total: view.options.timerTokens });
  drawFittedText(context, timer, { x: MARGIN, y: top, width: TIMER_WIDTH, height: 38 }, muted);
  bankTokens(view).forEach((token, index) => {
    const cx = MARGIN + TOKEN_RADIUS + index * TOKEN_SPACING;
    drawBankToken(context, cx, top + 72, TOKEN_RADIUS, token);
  });

  const agentsWidth = IMAGE_WIDTH - MARGIN - AGENTS_X;
  drawFittedText(
    context,
    tRender(language, 'agents.label'),
    { x: AGENTS_X, y: top, width: agentsWidth, height: 38 },
    muted,
  );
  drawFittedText(
    context,
    `${agentsFound(view)} / ${AGENTS_TO_WIN}`,
    { x: AGENTS_X, y: top + 42, width: agentsWidth, height: 56 },
    {
      weight: 700,
      maxSize: 44,
      color: palette.textOnTable,
      align: 'left',
    },
  );
}
