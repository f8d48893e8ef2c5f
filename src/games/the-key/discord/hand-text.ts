import type { Language } from '../../../platform/i18n/languages.js';
import type { KeyGame } from '../document.js';
import { actionIds, type ResourceCard, topValue } from '../engine/index.js';
import { tKey } from '../i18n/index.js';
import { actionName, roomName } from './words.js';

const SUIT_MARK: Record<string, string> = { gear: '⚙️', lock: '🔒' };

/** A card as its value and suit mark: "12⚙️". */
export const cardText = (card: ResourceCard) => `${card.value}${SUIT_MARK[card.suit] ?? ''}`;

/** A player's own hand, lowest first: only ever sent to that player. */
export function handText(game: KeyGame, seat: number, language: Language): string {
  const hand = [...(game.mission.players[seat]?.hand ?? [])].sort((a, b) => a.value - b.value);
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
