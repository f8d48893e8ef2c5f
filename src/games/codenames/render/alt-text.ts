import type { Language } from '../../../platform/i18n/languages.js';
import type { Identity, PublicView } from '../engine/index.js';
import { type CodenamesLabelKey, tCodenamesLabel } from './labels/index.js';
import { statusLine } from './status-line.js';
import { identityName, teamName } from './team-names.js';

/** Discord's limit for a media gallery item's description. */
export const ALT_TEXT_LIMIT = 1024;

const SENTENCE_GAP: Record<Language, string> = { en: ' ', ja: '', hu: ' ' };
const identities: readonly Identity[] = ['red', 'blue', 'bystander', 'assassin'];

/**
 * The board in words, for screen readers: from the public view only, so it never names the
 * identity of a word nobody uncovered while the game runs. Cut to Discord's limit.
 */
export function boardAltText(view: PublicView, language: Language): string {
  const sentence = (text: string) => tCodenamesLabel(language, 'alt.sentence', { text });
  const parts = [tCodenamesLabel(language, 'alt.intro')];
  const add = (key: CodenamesLabelKey, variables: Record<string, string | number>) =>
    parts.push(sentence(tCodenamesLabel(language, key, variables)));
  add('alt.left', { red: view.agentsLeft.red, blue: view.agentsLeft.blue });
  const clue = view.phase.kind === 'guessing' ? view.clues.at(-1) : undefined;
  if (clue) add('alt.clue', { team: teamName(language, clue.team), word: clue.word, number: clue.number });
  parts.push(sentence(statusLine(view, language)));
  const separator = tCodenamesLabel(language, 'alt.separator');
  for (const identity of identities) {
    const words = view.cells.filter((cell) => cell.covering === identity).map((cell) => cell.word.text);
    if (words.length > 0)
      add('alt.covered', { identity: identityName(language, identity), words: words.join(separator) });
  }
  const uncovered = view.cells.filter((cell) => cell.covering === null).map((cell) => cell.word.text);
  if (uncovered.length > 0) add('alt.uncovered', { words: uncovered.join(separator) });
  const text = parts.join(SENTENCE_GAP[language]);
  return text.length <= ALT_TEXT_LIMIT ? text : `${text.slice(0, ALT_TEXT_LIMIT - 1)}…`;
}
