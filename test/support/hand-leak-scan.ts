import type { LocalDiscord, LoggedRequest } from '../../dev/local-discord/index.js';
import { audienceOf } from './leak-scan.js';

/** How a game's private hand shows: the words of its text, and the file name of its picture if any. */
export interface HandMarks {
  text: RegExp;
  picture?: string;
}

/**
 * Who was shown each hand text in their own private answers. Two players may in turn hold the same
 * cards in the same order (cards go back into the deck), so a hand text can have several owners.
 */
export class HandOwners {
  private readonly owners = new Map<string, Set<string>>();

  /** Records every hand text in `texts`, which `userId` read in their own private answers. */
  saw(userId: string, texts: readonly string[], marks: HandMarks): void {
    for (const text of texts)
      for (const [hand] of text.matchAll(marks.text)) {
        const owners = this.owners.get(hand) ?? new Set<string>();
        owners.add(userId);
        this.owners.set(hand, owners);
      }
  }

  of(hand: string): ReadonlySet<string> | undefined {
    return this.owners.get(hand);
  }

  get size(): number {
    return this.owners.size;
  }
}

/**
 * Every request the bot sent, checked for a hand going where it must not: a hand's text or picture
 * in a public message, or a hand sent privately to someone other than the player whose answer it
 * was. Returns what leaked, to whom.
 */
export function scanHandLeaks(
  local: LocalDiscord,
  requests: readonly LoggedRequest[],
  marks: HandMarks,
  handOwners: HandOwners,
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
      const owners = handOwners.of(hand);
      return owners === undefined || owners.has(audience.userId)
        ? []
        : [`"${hand}" of ${[...owners].join('/')} to ${audience.userId}`];
    });
  });
}
