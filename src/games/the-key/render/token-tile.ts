import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { type Box, fillRoundedRect, strokeRoundedRect } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { type ClueToken, isTrap } from '../engine/index.js';
import { drawGlyph } from './glyphs.js';
import { type KeyLabelKey, tKeyLabel } from './labels/index.js';
import { palette } from './theme.js';

/** Traps keep their board colours: a brown camera stays, yellow gas goes off, a red trace blocks. */
function tileColors(token: ClueToken): { paper: string; ink: string } {
  if (token === 'camera') return { paper: palette.camera, ink: palette.token };
  if (token === 'gas') return { paper: palette.gas, ink: palette.tokenInk };
  if (isTrap(token)) return { paper: palette.trace, ink: palette.token };
  return { paper: palette.token, ink: palette.tokenInk };
}

export const tokenName = (language: Language, token: ClueToken): string =>
  tKeyLabel(language, `${isTrap(token) ? 'trap' : 'symbol'}.${token}` as KeyLabelKey);

/** A clue token: its picture on a rounded tile. */
export function drawTokenFace(context: SKRSContext2D, token: ClueToken, box: Box): void {
  const { paper, ink } = tileColors(token);
  const radius = box.width * 0.18;
  fillRoundedRect(context, box, radius, paper);
  strokeRoundedRect(context, box, radius, palette.stackEdge, Math.max(1.5, box.width / 30));
  const size = Math.min(box.width, box.height) * 0.7;
  drawGlyph(context, token, box.x + box.width / 2, box.y + box.height / 2, size, ink, paper);
}

/** A clue token with its name underneath, in `box` (the name takes the lower quarter). */
export function drawTokenTile(context: SKRSContext2D, token: ClueToken, box: Box, language: Language): void {
  const nameHeight = Math.round(box.height * 0.26);
  const side = Math.min(box.width, box.height - nameHeight);
  drawTokenFace(context, token, { x: box.x + (box.width - side) / 2, y: box.y, width: side, height: side });
  drawFittedText(
    context,
    tokenName(language, token),
    { x: box.x - 4, y: box.y + side + 1, width: box.width + 8, height: nameHeight },
    { maxSize: 15, color: palette.floorInk, weight: 700 },
  );
}
