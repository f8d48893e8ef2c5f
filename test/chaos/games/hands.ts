import type { LocalDiscord, LoggedRequest } from '../../../dev/local-discord/index.js';
import { languages } from '../../../src/platform/i18n/languages.js';
import { audienceOf } from '../../support/leak-scan.js';

/**
 * A private text of a game as it reads in every language (its `{cards}` standing for whatever
 * the hand holds): e.g. Duck's "Your cards: …" or THE KEY's "Your hand: **…**".
 */
export function handPattern(catalogs: Record<string, Record<string, string>>, key: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = languages.map((language) => {
    const text = catalogs[language]?.[key] ?? '';
    const [before = '', after = ''] = text.split('{cards}');
    return `${literal(before)}[^\\n"]{1,80}?${literal(after.slice(0, 2))}`;
  });
  return new RegExp(forms.join('|'), 'u');
}

/**
 * Private texts (a hand, a card chosen before the reveal) and private pictures found where others
 * can see them: in a public message, or in a private one for someone who does not play the game.
 */
export function handLeaks(
  local: LocalDiscord,
  entries: readonly LoggedRequest[],
  marks: { texts: RegExp[]; picture: string | null; players: readonly string[] },
): string[] {
  return entries.flatMap((entry) => {
    const audience = audienceOf(local, entry);
    if (audience.kind === 'none') return [];
    if (audience.kind === 'user' && marks.players.includes(audience.userId)) return [];
    const to = audience.kind === 'user' ? `user ${audience.userId}, who does not play` : 'everyone';
    const text = JSON.stringify(entry.body ?? '');
    const found = marks.texts.flatMap((pattern) => {
      const match = text.match(pattern);
      return match ? [`"${match[0].slice(0, 60)}" to ${to}`] : [];
    });
    const pictures = marks.picture
      ? entry.files.filter((file) => file.filename === marks.picture).map(() => `${marks.picture} to ${to}`)
      : [];
    return [...found, ...pictures];
  });
}
