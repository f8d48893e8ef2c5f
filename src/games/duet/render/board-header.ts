import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Language } from '../../../platform/i18n/languages.js';
import { drawFittedText } from '../../../platform/render/text.js';
import { drawClueWord } from '../../shared/board-render/clue-word.js';
import { IMAGE_WIDTH, MARGIN } from '../../shared/board-render/word-grid.js';
import type { PublicView } from '../engine/index.js';
import { tRender } from './labels/index.js';
import { type SideNames, sideLabel } from './side-names.js';
import { palette } from './theme.js';

export const BOARD_HEADER_HEIGHT = 150;
const CLUE_WIDTH = 570;
const TURN_X = MARGIN + CLUE_WIDTH + 30;
const LABEL = { y: 18, height: 38, maxSize: 28 };
const VALUE = { y: 58, height: 72 };

function clueLabel(view: PublicView, language: Language, names?: SideNames): string {
  const clue = view.clues.at(-1);
  if (!clue) return '';
  const player = sideLabel(language, clue.giver, names);
  const current = view.phase.kind === 'guessing';
  const key = !current ? 'clue.last' : clue.flagged ? 'clue.flagged' : 'clue.from';
  return tRender(language, key, { player });
}

function drawClue(context: SKRSContext2D, clue: HeaderContent['clue'], language: Language): void {
  drawClueWord(
    context,
    clue,
    { x: MARGIN, y: VALUE.y, width: CLUE_WIDTH, height: VALUE.height },
    {
      empty: tRender(language, 'clue.none'),
      text: palette.textOnTable,
      muted: palette.mutedOnTable,
      pillInk: palette.table,
    },
  );
}

function turnLine(view: PublicView, language: Language, names?: SideNames): string {
  const { phase } = view;
  switch (phase.kind) {
    case 'awaiting-clue':
      return phase.clueGiver === null
        ? tRender(language, 'turn.firstClue')
        : tRender(language, 'turn.giveClue', { player: sideLabel(language, phase.clueGiver, names) });
    case 'guessing':
      return tRender(language, 'turn.guess', { player: sideLabel(language, phase.guesser, names) });
    case 'sudden-death':
      return tRender(language, 'turn.suddenDeath');
    default:
      return tRender(language, 'turn.over');
  }
}

/** Everything the header shows, and nothing else: it is also the header band's cache key. */
interface HeaderContent {
  language: Language;
  label: string;
  clue: { word: string; number: number } | null;
  turn: string;
  suddenDeath: boolean;
}

function headerContent(view: PublicView, language: Language, names?: SideNames): HeaderContent {
  const clue = view.clues.at(-1);
  return {
    language,
    label: clueLabel(view, language, names),
    clue: clue ? { word: clue.word, number: clue.number } : null,
    turn: turnLine(view, language, names),
    suddenDeath: view.phase.kind === 'sudden-death',
  };
}

/** The header band's cache key: what it shows (a guess that changes none of it reuses the band). */
export function headerKey(view: PublicView, language: Language, names?: SideNames): string {
  return JSON.stringify(headerContent(view, language, names));
}

/** The current clue on the left, whose turn it is on the right. */
export function drawBoardHeader(
  context: SKRSContext2D,
  view: PublicView,
  language: Language,
  names?: SideNames,
): void {
  const muted = { weight: 400, maxSize: LABEL.maxSize, color: palette.mutedOnTable, align: 'left' } as const;
  const { label, clue, turn, suddenDeath } = headerContent(view, language, names);
  if (label)
    drawFittedText(context, label, { x: MARGIN, y: LABEL.y, width: CLUE_WIDTH, height: LABEL.height }, muted);
  drawClue(context, clue, language);

  context.fillStyle = palette.divider;
  context.fillRect(TURN_X - 16, LABEL.y + 4, 2, VALUE.y + VALUE.height - LABEL.y - 8);
  const turnWidth = IMAGE_WIDTH - MARGIN - TURN_X;
  drawFittedText(
    context,
    tRender(language, 'turn.label'),
    { x: TURN_X, y: LABEL.y, width: turnWidth, height: LABEL.height },
    muted,
  );
  drawFittedText(
    context,
    turn,
    { x: TURN_X, y: VALUE.y + 6, width: turnWidth, height: 60 },
    {
      weight: 700,
      maxSize: 36,
      color: suddenDeath ? palette.token : palette.textOnTable,
      align: 'left',
    },
  );
}
