import type { SKRSContext2D } from '@napi-rs/canvas';
import type { FontWeight } from '../../../platform/render/fonts.js';
import { measureInk, useFont } from '../../../platform/render/text.js';

/**
 * The name cut with an ellipsis until it fits `width` at `size`, so a long name stays readable
 * on a phone instead of shrinking to a smudge (the player list below the board shows it whole).
 */
export function shortName(
  context: SKRSContext2D,
  name: string,
  width: number,
  size: number,
  weight: FontWeight,
): string {
  const fits = (text: string) => {
    useFont(context, text, size, weight);
    return measureInk(context, text).width <= width;
  };
  if (fits(name)) return name;
  const chars = [...name];
  while (chars.length > 1) {
    chars.pop();
    const text = `${chars.join('').trim()}…`;
    if (fits(text)) return text;
  }
  return '…';
}
