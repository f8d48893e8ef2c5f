import type { LocalDiscord, LoggedRequest } from '../../dev/local-discord/index.js';
import { type HandOwners, scanHandLeaks } from './hand-leak-scan.js';

/** What only one racer may ever see: the words of their private hand, and the hand's picture. */
export const DUCK_HAND = { text: /Your cards: [\d, ]+/gu, picture: 'cards.png' };

/** Every request the bot sent during a race, checked for a hand going where it must not. */
export function scanDuckRequests(
  local: LocalDiscord,
  requests: readonly LoggedRequest[],
  handOwners: HandOwners,
): string[] {
  return scanHandLeaks(local, requests, DUCK_HAND, handOwners);
}
