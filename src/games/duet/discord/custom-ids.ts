import { z } from 'zod';
import { type CustomId, canonicalInteger, encodeCustomId } from '../../../platform/discord/custom-id.js';
import type { PressAnswer } from '../../../platform/discord/deadline-guard.js';
import { wordTablePressAnswers } from '../../shared/discord/word-table-press-answers.js';
import { BOARD_SIZE } from '../engine/index.js';

export const DUET_GAME = 'duet';

/** The actions a Duet button or modal can carry in its custom_id. */
const duetActions = [
  'word',
  'clue',
  'key',
  'stop',
  'help',
  'flag',
  'rematch',
  'clue-modal',
  'join',
  'leave',
  'start',
  'start-plain',
  'end-game',
  'keep-playing',
  'fix-clue',
] as const;
/** Built once: a zod schema costs far more to build than to check. */
const duetActionSchema = z.enum(duetActions);
export type DuetAction = (typeof duetActions)[number];

/** The word table's private and form presses, each an action of this game's custom_ids. */
export const duetPressAnswers: Readonly<Partial<Record<DuetAction, PressAnswer>>> = wordTablePressAnswers;

export function duetCustomId(gameId: string, version: number, action: DuetAction, arg?: string): string {
  return encodeCustomId({ game: DUET_GAME, gameId, version, action, arg });
}

const cellSchema = canonicalInteger(BOARD_SIZE - 1);
const sideSchema = z.enum(['A', 'B']);

/** A Duet press, decoded: the action and its one argument, each by its own schema. */
export type DuetPress =
  | { action: 'word'; cell: number }
  | { action: 'join'; side: 'A' | 'B' }
  | { action: Exclude<DuetAction, 'word' | 'join'> };

/**
 * One schema per custom_id kind: a word carries its cell (0-24, canonical), join carries a side,
 * every other action carries nothing. Anything else is not a Duet press.
 */
export function decodeDuetPress(id: CustomId): DuetPress | null {
  const action = duetActionSchema.safeParse(id.action);
  if (!action.success) return null;
  if (action.data === 'word') {
    const cell = cellSchema.safeParse(id.arg);
    return cell.success ? { action: 'word', cell: cell.data } : null;
  }
  if (action.data === 'join') {
    const side = sideSchema.safeParse(id.arg);
    return side.success ? { action: 'join', side: side.data } : null;
  }
  return id.arg === undefined ? { action: action.data } : null;
}
