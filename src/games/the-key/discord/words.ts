import type { Language } from '../../../platform/i18n/languages.js';
import type { KeyGame } from '../document.js';
import {
  type ActionId,
  actionIds,
  type ClueToken,
  isTrap,
  type RegroupTarget,
  type ResourceCard,
  type RoomId,
  topValue,
} from '../engine/index.js';
import { tKey } from '../i18n/index.js';
import { characterName } from '../render/character-disc.js';
import { type KeyLabelKey, tKeyLabel } from '../render/labels/index.js';
import { tokenName as tokenLabel } from '../render/token-tile.js';
import { symbolById } from '../symbols.js';

export const roomName = (language: Language, room: RoomId) =>
  tKeyLabel(language, `room.${room}` as KeyLabelKey);

export const actionName = (language: Language, action: ActionId) =>
  tKeyLabel(language, `action.${action}` as KeyLabelKey);

/** A symbol as its stand-in character and name ("🌙 moon"); a trap by its name. */
export const tokenName = (language: Language, token: ClueToken): string =>
  isTrap(token)
    ? tokenLabel(language, token)
    : `${symbolById(token)?.display ?? '?'} ${tokenLabel(language, token)}`;

/** A seat as the board names it: the player's mention and character ("<@1> (Runner)"). */
export function seatLabel(game: Pick<KeyGame, 'seats'>, seat: number, language: Language): string {
  const sitting = game.seats[seat];
  if (!sitting) return '?';
  return tKey(language, 'board.seat', {
    player: `<@${sitting.userId}>`,
    character: characterName(language, sitting.character),
  });
}

/** The seats that have not yet confirmed the answer on the table, as the board names them. */
export const unconfirmedSeats = (game: KeyGame, language: Language) =>
  game.seats.flatMap((_, seat) =>
    game.mission.proposal?.confirmedBy.includes(seat) === false ? [seatLabel(game, seat, language)] : [],
  );

export function targetText(language: Language, target: RegroupTarget): string {
  const action = actionName(language, target.action);
  return tKey(language, target.remove === 'trace' ? 'target.trace' : 'target.card', { action });
}

export const listText = (language: Language, items: readonly string[]) =>
  items.join(tKey(language, 'list.separator'));

const SUIT_MARK: Record<string, string> = { gear: '⚙️', lock: '🔒' };

/** A card as its value and suit mark: "12⚙️". */
export const cardText = (card: ResourceCard) => `${card.value}${SUIT_MARK[card.suit] ?? ''}`;

/** A player's own hand, lowest first: only ever sent to that player. */
export const sortedHand = (game: KeyGame, seat: number) =>
  [...(game.mission.players[seat]?.hand ?? [])].sort((a, b) => a.value - b.value);

export function handText(game: KeyGame, seat: number, language: Language): string {
  const hand = sortedHand(game, seat);
  return hand.length > 0
    ? tKey(language, 'prompt.hand', { cards: hand.map(cardText).join(' · ') })
    : tKey(language, 'prompt.emptyHand');
}

/** The four action cards as the table shows them: the value to beat, or the trace that blocks. */
export function actionCardsText(game: KeyGame, language: Language): string {
  const piles = actionIds.map((action) => {
    const name = actionName(language, action);
    if (game.mission.actionCards[action].trace !== null)
      return tKey(language, 'prompt.pileBlocked', { action: name });
    const top = topValue(game.mission, action);
    return tKey(language, 'prompt.pile', { action: name, value: top > 0 ? top : '–' });
  });
  return tKey(language, 'prompt.piles', { piles: piles.join(' · ') });
}

export function whereText(game: KeyGame, seat: number, language: Language): string {
  const room = game.mission.players[seat]?.room ?? 'entrance';
  return tKey(language, 'prompt.where', { room: roomName(language, room) });
}
