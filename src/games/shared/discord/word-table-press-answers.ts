import type { PressAnswer } from '../../../platform/discord/deadline-guard.js';

/**
 * A word table's presses on its board that are not answered by redrawing it: the key card, help
 * and the stop question answer privately, the clue opens a form. A slow answer is deferred the
 * way it will be seen (a form is never deferred early); any other press redraws the board.
 */
export const wordTablePressAnswers = {
  key: 'private',
  help: 'private',
  'end-game': 'private',
  'keep-playing': 'private',
  clue: 'form',
  'fix-clue': 'form',
} as const satisfies Readonly<Record<string, PressAnswer>>;
