import { encodeCustomId } from '../../../platform/discord/custom-id.js';

export const DUET_GAME = 'duet';

/** The actions a Duet button or modal can carry in its custom_id. */
export const duetActions = [
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
] as const;
export type DuetAction = (typeof duetActions)[number];

export function duetCustomId(gameId: string, version: number, action: DuetAction, arg?: string): string {
  return encodeCustomId({ game: DUET_GAME, gameId, version, action, ...(arg === undefined ? {} : { arg }) });
}
