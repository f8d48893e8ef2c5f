import type { LocalDiscord, LoggedRequest } from '../../dev/local-discord/index.js';
import { identityMarker } from '../../src/games/codenames/discord/board-buttons.js';
import type { Identity } from '../../src/games/codenames/engine/index.js';
import { audienceOf } from './leak-scan.js';

export interface CodenamesSecret {
  words: string[];
  key: Identity[];
  /** Everyone who ever saw the key (the spymasters). */
  spymasters: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * While the game runs, an identity next to a word (as the key's text shows it) goes only to a
 * spymaster, and so does the key picture; covered words show their identity as a button's emoji,
 * apart from the word. Returns what leaked, to whom.
 */
export function scanCodenamesRequests(
  local: LocalDiscord,
  requests: readonly LoggedRequest[],
  secret: CodenamesSecret,
): string[] {
  return requests.flatMap((entry) => {
    const audience = audienceOf(local, entry);
    if (audience.kind === 'none') return [];
    if (audience.kind === 'user' && secret.spymasters.includes(audience.userId)) return [];
    const to = audience.kind === 'user' ? audience.userId : 'everyone';
    const text = JSON.stringify(entry.body ?? '').replace(/\\n/g, '\n');
    const leaks = secret.words.flatMap((word, cell) => {
      const marker = identityMarker[secret.key[cell] ?? 'bystander'];
      return new RegExp(`${escapeRegExp(marker)} ${escapeRegExp(word)}(?=$|[\\s"·~])`, 'u').test(text)
        ? [`${marker} ${word} (to ${to})`]
        : [];
    });
    const pictures = entry.files.filter((file) => file.filename.startsWith('key'));
    return pictures.length > 0 ? [...leaks, `key picture (to ${to}) in ${entry.path}`] : leaks;
  });
}
