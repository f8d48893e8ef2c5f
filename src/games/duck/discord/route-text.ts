import type { Language } from '../../../platform/i18n/languages.js';
import { type Direction, type Route, rotate } from '../engine/index.js';
import { tDuck } from '../i18n/index.js';

const ARROW: Record<Direction, string> = { N: '↑', E: '→', S: '↓', W: '←' };

/** A route as arrows on the board, for a duck facing `facing` now: "→→↑ · ends ↑ ←". */
export function routeText(route: Route, facing: Direction, language: Language): string {
  return tDuck(language, 'route.describe', {
    path: route.steps.map((turn) => ARROW[rotate(facing, turn)]).join(''),
    ends: route.endFacings.map((turn) => ARROW[rotate(facing, turn)]).join(' '),
  });
}
