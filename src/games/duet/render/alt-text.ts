import type { Language } from '../../../platform/i18n/languages.js';
import type { PublicCell, PublicView, Side } from '../engine/index.js';
import { type RenderLabelKey, tRender } from './labels/index.js';
import { sideLabel } from './side-names.js';

/** Discord's limit for a media gallery item's description. */
export const ALT_TEXT_LIMIT = 1024;

/** Japanese runs its sentences together; the others put a space between them. */
const SENTENCE_GAP: Record<Language, string> = { en: ' ', ja: '', hu: ' ' };

function sentence(language: Language, text: string): string {
  return tRender(language, 'alt.sentence', { text });
}

function wordsWhere(view: PublicView, language: Language, keep: (cell: PublicCell) => boolean): string {
  return view.cells
    .filter(keep)
    .map((cell) => cell.word.text)
    .join(tRender(language, 'alt.separator'));
}

function statusSentence(view: PublicView, language: Language): string {
  const { phase } = view;
  const player = (side: Side) => sideLabel(language, side);
  switch (phase.kind) {
    case 'awaiting-clue':
      return phase.clueGiver === null
        ? tRender(language, 'turn.firstClue')
        : tRender(language, 'turn.giveClue', { player: player(phase.clueGiver) });
    case 'guessing':
      return tRender(language, 'turn.guess', { player: player(phase.guesser) });
    case 'sudden-death':
      return tRender(language, 'turn.suddenDeath');
    case 'won':
      return view.score
        ? `${tRender(language, 'result.won')} ${tRender(language, 'alt.score', { total: view.score.total })}`
        : tRender(language, 'result.won');
    case 'lost': {
      const reason = tRender(language, `reason.${phase.reason}`, {
        player: phase.by ? player(phase.by) : '',
      });
      return `${tRender(language, 'result.lost')}: ${reason}`;
    }
    case 'expired':
      return tRender(language, 'result.expired');
  }
}

/**
 * The board in words, for screen readers: built from the public view only, so it never names a key
 * colour of a running game. Cut to Discord's limit.
 */
export function boardAltText(view: PublicView, language: Language): string {
  const parts: string[] = [tRender(language, 'alt.intro')];
  const add = (key: RenderLabelKey, variables: Record<string, string | number>) =>
    parts.push(sentence(language, tRender(language, key, variables)));
  const found = view.cells.filter((cell) => cell.agent !== null).length;
  add('alt.agents', { found });
  const clue = view.clues.at(-1);
  if (clue)
    add('alt.clue', { player: sideLabel(language, clue.giver), word: clue.word, number: clue.number });
  parts.push(sentence(language, statusSentence(view, language)));
  add('alt.timer', {
    left: view.tokensLeft,
    bystander: view.bank.bystanderSideUp,
    check: view.bank.checkSideUp,
  });
  const lists: [RenderLabelKey, Record<string, string>, (cell: PublicCell) => boolean][] = [
    ['alt.found', {}, (cell) => cell.agent !== null],
    ['alt.missedBy', { side: 'A' }, (cell) => !cell.outOfPlay && cell.missedBy.includes('A')],
    ['alt.missedBy', { side: 'B' }, (cell) => !cell.outOfPlay && cell.missedBy.includes('B')],
    ['alt.outOfPlay', {}, (cell) => cell.agent === null && cell.outOfPlay],
    ['alt.inPlay', {}, (cell) => !cell.outOfPlay && cell.missedBy.length === 0],
  ];
  for (const [key, variables, keep] of lists) {
    const words = wordsWhere(view, language, keep);
    if (words) add(key, { ...variables, words });
  }
  const text = parts.join(SENTENCE_GAP[language]);
  return text.length <= ALT_TEXT_LIMIT ? text : `${text.slice(0, ALT_TEXT_LIMIT - 1)}…`;
}
