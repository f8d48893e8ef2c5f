import { z } from 'zod';
import { type CustomId, canonicalInteger, encodeCustomId } from '../../../platform/discord/custom-id.js';
import type { PressAnswer } from '../../../platform/discord/deadline-guard.js';
import { wordTablePressAnswers } from '../../shared/discord/word-table-press-answers.js';
import { BOARD_SIZE } from '../engine/index.js';

export const CODENAMES_GAME = 'codenames';

/** The actions a classic Codenames button or modal can carry in its custom_id. */
export const codenamesActions = [
  'word',
  'clue',
  'key',
  'end',
  'flag',
  'skip',
  'help',
  'rematch',
  'clue-modal',
  'fix-clue',
  'end-game',
  'keep-playing',
  'join',
  'spymaster',
  'leave',
  'start',
] as const;
/** Built once: a zod schema costs far more to build than to check. */
const codenamesActionSchema = z.enum(codenamesActions);
export type CodenamesAction = (typeof codenamesActions)[number];

/** The word table's private and form presses, each an action of this game's custom_ids. */
export const codenamesPressAnswers: Readonly<Partial<Record<CodenamesAction, PressAnswer>>> =
  wordTablePressAnswers;

export function codenamesCustomId(
  gameId: string,
  version: number,
  action: CodenamesAction,
  arg?: string,
): string {
  return encodeCustomId({ game: CODENAMES_GAME, gameId, version, action, arg });
}

export type CodenamesPress =
  | { action: 'word'; cell: number }
  | { action: 'join'; team: 'red' | 'blue' }
  | { action: Exclude<CodenamesAction, 'word' | 'join'> };

const cellSchema = canonicalInteger(BOARD_SIZE - 1);
const teamSchema = z.enum(['red', 'blue']);

/** One schema per custom_id kind: a word carries its cell, join its team, the rest nothing. */
export function decodeCodenamesPress(id: CustomId): CodenamesPress | null {
  const action = codenamesActionSchema.safeParse(id.action);
  if (!action.success) return null;
  switch (action.data) {
    case 'word': {
      const cell = cellSchema.safeParse(id.arg);
      return cell.success ? { action: 'word', cell: cell.data } : null;
    }
    case 'join': {
      const team = teamSchema.safeParse(id.arg);
      return team.success ? { action: 'join', team: team.data } : null;
    }
    default:
      return id.arg === undefined ? { action: action.data } : null;
  }
}
