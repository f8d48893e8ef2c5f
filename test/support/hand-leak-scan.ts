import type { LocalDiscord, LoggedRequest } from '../../dev/local-discord/index.js';
import { audienceOf } from './leak-scan.js';

/** How a game's private hand shows: the words of its text, and the file name of its picture if any. */
export interface HandMarks {
  text: RegExp;
  picture?: string;
}

/**
 * Every request the bot sent, checked for a hand going where it must not: a hand's text or picture
 * in a public message, or a hand sent privately to someone other than the player whose answer it
 * was (`handOwner` maps a hand's text to its owner). Returns what leaked, to whom.
 */
export function scanHandLeaks(
  local: LocalDiscord,
  requests: readonly LoggedRequest[],
  marks: HandMarks,
  handOwner: ReadonlyMap<string, string>,
): string[] {
  return requests.flatMap((entry) => {
    const audience = audienceOf(local, entry);
    if (audience.kind === 'none') return [];
    const text = JSON.stringify(entry.body ?? '');
    const hands = [...text.matchAll(marks.text)].map((match) => match[0]);
    const pictures = entry.files.filter((file) => file.filename === marks.picture);
    if (audience.kind === 'public') {
      return [
        ...hands.map((hand) => `"${hand}" in public`),
        ...pictures.map(() => `hand picture in public (${entry.path})`),
      ];
    }
    return hands.flatMap((hand) => {
      const owner = handOwner.get(hand);
      return owner === undefined || owner === audience.userId
        ? []
        : [`"${hand}" of ${owner} to ${audience.userId}`];
    });
  });
}
