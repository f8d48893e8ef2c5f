import { canonicalInteger } from '../../../platform/discord/custom-id.js';
import { schemaArg } from '../../../platform/discord/press-catalog.js';
import { BOARD_SIZE } from '../../words/word-card.js';

/**
 * The presses of a word table's board and its private answers. The key card, help and the stop
 * question answer privately, the clue opens a form: a slow answer is deferred the way it will be
 * seen (a form is never deferred early); any other press redraws the board.
 */
export const wordTablePresses = {
  /** A word, by its cell (0–24, canonical). */
  word: { arg: schemaArg(canonicalInteger(BOARD_SIZE - 1)) },
  clue: { answer: 'form' },
  'clue-modal': {},
  'fix-clue': { answer: 'form' },
  key: { answer: 'private' },
  help: { answer: 'private' },
  flag: {},
  rematch: {},
  'end-game': { answer: 'private' },
  'keep-playing': { answer: 'private' },
} as const;
