import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { fillCircle } from '../../../platform/render/shapes.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { type KeyLabelKey, tKeyLabel } from './labels/index.js';
import { characterColor, palette } from './theme.js';

export const characterName = (language: Language, character: string): string =>
  tKeyLabel(language, `character.${character}` as KeyLabelKey);

const initialOf = (name: string) => [...new Intl.Segmenter().segment(name)][0]?.segment ?? '?';

/** A character's stand: a coloured disc with its name's initial, ringed when it is their turn. */
export function drawCharacterDisc(
  context: SKRSContext2D,
  character: string,
  language: Language,
  centre: { x: number; y: number; radius: number },
  current: boolean,
): void {
  const { x, y, radius } = centre;
  if (current) fillCircle(context, x, y, radius + 5, palette.currentRing);
  fillCircle(context, x, y, radius + 2, palette.wall);
  fillCircle(context, x, y, radius, characterColor(character));
  const side = radius * 1.3;
  drawFittedText(
    context,
    initialOf(characterName(language, character)),
    { x: x - side / 2, y: y - side / 2, width: side, height: side },
    { maxSize: radius * 1.2, color: '#FFFFFF', weight: 700 },
  );
}
