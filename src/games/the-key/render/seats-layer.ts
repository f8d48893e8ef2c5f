import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Box, strokeRoundedRect } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { characterName, drawCharacterDisc } from './character-disc.js';
import { tKeyLabel } from './labels/index.js';
import { IMAGE_WIDTH, MARGIN, row, SEATS_HEIGHT } from './layout.js';
import { shortName } from './short-name.js';
import type { TableScene } from './table-scene.js';
import { palette } from './theme.js';

const SLOTS = 4;
const DISC_RADIUS = 16;
const NAME_SIZE = 18;

/** Who plays which character, with how many cards they hold; the player whose turn it is is framed. */
export function drawSeats(context: SKRSContext2D, scene: TableScene, top: number): void {
  const area: Box = { x: MARGIN, y: top + 6, width: IMAGE_WIDTH - 2 * MARGIN, height: SEATS_HEIGHT - 12 };
  const slots = row(area, SLOTS, 12);
  const turn = scene.headline.kind === 'turn';
  scene.seats.forEach((seat, index) => {
    const slot = slots[index];
    if (!slot) return;
    const current = turn && index === scene.current;
    if (current) strokeRoundedRect(context, slot, 10, palette.currentRing, 3);
    drawCharacterDisc(
      context,
      seat.character,
      scene.language,
      { x: slot.x + 8 + DISC_RADIUS, y: slot.y + slot.height / 2, radius: DISC_RADIUS },
      false,
    );
    const textLeft = slot.x + 16 + 2 * DISC_RADIUS;
    const textWidth = slot.x + slot.width - 8 - textLeft;
    drawFittedText(
      context,
      shortName(context, seat.name, textWidth, NAME_SIZE, 700),
      { x: textLeft, y: slot.y + 1, width: textWidth, height: 23 },
      { maxSize: NAME_SIZE, color: palette.textOnTable, weight: 700, align: 'left' },
    );
    drawFittedText(
      context,
      `${characterName(scene.language, seat.character)} · ${tKeyLabel(scene.language, 'seat.cards', { count: seat.handSize })}`,
      { x: textLeft, y: slot.y + 24, width: textWidth, height: 19 },
      { maxSize: 15, color: palette.mutedOnTable, align: 'left' },
    );
  });
}
