import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, fillCircle, fillRoundedRect } from '../../../platform/render/shapes.js';
import { drawText, measureInk, useFont } from '../../../platform/render/text.js';
import { drawCheck, drawHourglass } from '../../shared/board-render/icons.js';
import type { Side } from '../engine/index.js';
import { palette } from './theme.js';

const BADGE_WIDTH = 58;
const BADGE_HEIGHT = 30;
const BADGE_GAP = 4;
const BADGE_INSET = 5;

/** Timer tokens on a word, A's before B's at the top right: an hourglass and the letter of who missed it. */
export function drawMissedBadges(context: SKRSContext2D, card: Box, missedBy: readonly Side[]): void {
  const sorted = [...missedBy].sort();
  const right = card.x + card.width - BADGE_INSET;
  const left = right - sorted.length * BADGE_WIDTH - (sorted.length - 1) * BADGE_GAP;
  sorted.forEach((side, index) => {
    const box = {
      x: left + index * (BADGE_WIDTH + BADGE_GAP),
      y: card.y + BADGE_INSET,
      width: BADGE_WIDTH,
      height: BADGE_HEIGHT,
    };
    fillRoundedRect(context, box, BADGE_HEIGHT / 2, palette.token);
    drawHourglass(context, box.x + 17, box.y + BADGE_HEIGHT / 2, 19, palette.tokenInk);
    useFont(context, side, 22, 700);
    context.fillStyle = palette.tokenInk;
    const letter = measureInk(context, side);
    drawText(context, side, box.x + 40 - letter.width / 2, box.y + 23);
  });
}

export function drawCheckBadge(context: SKRSContext2D, cx: number, cy: number, radius: number): void {
  fillCircle(context, cx, cy, radius, palette.checkToken);
  drawCheck(context, cx, cy, radius * 1.3, palette.checkInk);
}

export type BankToken = 'bystander-side' | 'check-side' | 'used';

/** A token of the timer bank: bystander side up (hourglass), check side up, or an empty slot. */
export function drawBankToken(
  context: SKRSContext2D,
  cx: number,
  cy: number,
  radius: number,
  token: BankToken,
) {
  if (token === 'used') {
    context.setLineDash([5, 5]);
    context.strokeStyle = palette.usedSlot;
    context.lineWidth = 3;
    context.beginPath();
    context.arc(cx, cy, radius - 2, 0, 2 * Math.PI);
    context.stroke();
    context.setLineDash([]);
    return;
  }
  if (token === 'check-side') {
    drawCheckBadge(context, cx, cy, radius);
    return;
  }
  fillCircle(context, cx, cy, radius, palette.token);
  drawHourglass(context, cx, cy, radius * 1.1, palette.tokenInk);
}
