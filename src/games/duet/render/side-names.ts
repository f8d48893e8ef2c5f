import type { Language } from '../../../platform/i18n/languages.js';
import { withoutUndrawable } from '../../../platform/render/text.js';
import type { Side } from '../engine/index.js';
import { tRender } from './labels/index.js';

export type SideNames = Record<Side, string>;

/** Longer display names are cut, so the turn line stays large enough to read on a phone. */
const MAX_NAME_LENGTH = 16;

function shortened(name: string): string {
  const chars = [...name];
  return chars.length <= MAX_NAME_LENGTH
    ? name
    : `${chars
        .slice(0, MAX_NAME_LENGTH - 1)
        .join('')
        .trim()}…`;
}

/** "Side A", or the player's display name with the side when the caller knows it. */
export function sideLabel(language: Language, side: Side, names?: SideNames): string {
  const name = names ? shortened(withoutUndrawable(names[side])) : '';
  return name ? tRender(language, 'side.named', { name, side }) : tRender(language, 'side', { side });
}
