import type { Language } from '../../../platform/i18n/languages.js';
import type { KeyGame } from '../document.js';
import { type ActionId, type ClueToken, isTrap, type RegroupTarget, type RoomId } from '../engine/index.js';
import { tKey } from '../i18n/index.js';
import { type KeyLabelKey, tKeyLabel } from '../render/labels/index.js';
import { symbolById } from '../symbols.js';

export const roomName = (language: Language, room: RoomId) =>
  tKeyLabel(language, `room.${room}` as KeyLabelKey);

export const actionName = (language: Language, action: ActionId) =>
  tKeyLabel(language, `action.${action}` as KeyLabelKey);

export function characterName(language: Language, characterId: string): string {
  return tKeyLabel(language, `character.${characterId}` as KeyLabelKey);
}

/** A symbol as its stand-in character and name ("🌙 moon"); a trap by its name. */
export function tokenName(language: Language, token: ClueToken): string {
  if (isTrap(token)) return tKeyLabel(language, `trap.${token}` as KeyLabelKey);
  const display = symbolById(token)?.display ?? '?';
  return `${display} ${tKeyLabel(language, `symbol.${token}` as KeyLabelKey)}`;
}

/** A seat as the board names it: the player's mention and character ("<@1> (Runner)"). */
export function seatLabel(game: KeyGame, seat: number, language: Language): string {
  const sitting = game.seats[seat];
  if (!sitting) return '?';
  return tKey(language, 'board.seat', {
    player: `<@${sitting.userId}>`,
    character: characterName(language, sitting.character),
  });
}

export function targetText(language: Language, target: RegroupTarget): string {
  const action = actionName(language, target.action);
  return tKey(language, target.remove === 'trace' ? 'target.trace' : 'target.card', { action });
}

export const listText = (language: Language, items: readonly string[]) =>
  items.join(tKey(language, 'list.separator'));
